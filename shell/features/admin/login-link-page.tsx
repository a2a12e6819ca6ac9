import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { staffLoginByLink, updateStaffMe } from '../../../shared/api/admin-staff';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../config/paths';
import { adminApi } from './admin-api';
import { AdminFrame } from './admin-layout';
import { useAdminSession } from './admin-session';
import { useT } from '../../../widget/lib/intl/use-t';

type State = 'ready' | 'busy' | 'broken' | 'failed';

/**
 * /admin/login/link/{key}: the link of the login-link mail (sent when the right password came from a
 * new device while strangers' guesses held the member's logins back). It logs in with a button,
 * never on load: mail scanners open links, and must not spend the one use.
 */
export function AdminLoginLinkPage() {
  const t = useT();
  const { me, setMe, locale } = useAdminSession();
  const navigate = useNavigate();
  const key = useParams().key ?? '';
  const [state, setState] = useState<State>(/^[A-Za-z0-9_-]{20,200}$/.test(key) ? 'ready' : 'broken');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'broken' || state === 'failed') notice.current?.focus();
  }, [state]);
  if (me) return <Navigate to={paths.admin.href()} replace />;

  const onLogin = () => {
    if (state !== 'ready') return;
    setState('busy');
    adminApi(staffLoginByLink, { body: { key } }).then(
      async (member) => {
        setMe(member.language === locale ? member : await adminApi(updateStaffMe, { body: { language: locale } }));
        void navigate(paths.admin.href(), { replace: true });
      },
      (error: unknown) => {
        const broken = error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 401);
        if (!broken) console.error('login by link failed', error);
        setState(broken ? 'broken' : 'failed');
      },
    );
  };
  return (
    <AdminFrame title={t('page.loginLink.title')} me={null}>
      <div className="account-form admin-login" data-testid="admin-login-link">
        {state === 'broken' || state === 'failed' ? (
          <div ref={notice} tabIndex={-1} role="alert" className="account-notice account-notice-error" data-testid={`admin-login-link-${state}`}>
            <p>{t(state === 'broken' ? 'loginLink.invalid' : 'loginLink.failed')}</p>
            <p>
              <Link to={paths.adminLogin.href()}>{t('loginLink.toLogin')}</Link>
            </p>
          </div>
        ) : (
          <>
            <p>{t('loginLink.text')}</p>
            <p className="account-actions">
              <button type="button" className="account-submit" onClick={onLogin} disabled={state === 'busy'} data-testid="admin-login-link-submit">
                {t(state === 'busy' ? 'loginLink.busy' : 'loginLink.submit')}
              </button>
            </p>
          </>
        )}
      </div>
    </AdminFrame>
  );
}

import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { staffLoginByLink, updateStaffMe } from '../../../shared/api/admin-staff';
import { LinkActionButton, linkKeyOf, useLinkAction } from '../../components/form';
import { paths } from '../../config/paths';
import { adminApi } from './admin-api';
import { AdminFrame } from './admin-layout';
import { useAdminSession } from './admin-session';
import { useT } from '../../../ui/intl/use-t';

/**
 * /admin/login/link/{key}: the link of the login-link mail (sent when the right password came from a
 * new device while strangers' guesses held the member's logins back).
 */
export function AdminLoginLinkPage() {
  const t = useT();
  const { me, setMe, locale } = useAdminSession();
  const navigate = useNavigate();
  const { state, busy, notice, run } = useLinkAction({
    link: linkKeyOf(useParams().key),
    request: (key) => adminApi(staffLoginByLink, { body: { key } }),
    done: async (member) => {
      setMe(member.language === locale ? member : await adminApi(updateStaffMe, { body: { language: locale } }));
      void navigate(paths.admin.href(), { replace: true });
    },
    refusedWith: [400, 401, 404],
    what: 'login by link',
  });
  if (me) return <Navigate to={paths.admin.href()} replace />;
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
            <LinkActionButton busy={busy} onClick={run} testId="admin-login-link-submit" text={t(busy ? 'loginLink.busy' : 'loginLink.submit')} />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

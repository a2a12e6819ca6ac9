import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { partnerLoginByLink } from '../../../shared/api/partner-portal';
import { LinkActionButton, linkKeyOf, useLinkAction } from '../../components/form';
import { paths } from '../../config/paths';
import { useT } from '../../../ui/intl/use-t';
import { portalApi } from './portal-api';
import { PortalFrame } from './portal-layout';
import { usePortalSession } from './portal-session';

/** /partner/login/link/{key}: the login-link mail's link (a right password from a new device while the account waited). */
export function PortalLoginLinkPage() {
  const t = useT();
  const { me, setMe } = usePortalSession();
  const navigate = useNavigate();
  const { state, busy, notice, run } = useLinkAction({
    link: linkKeyOf(useParams().key),
    request: (key) => portalApi(partnerLoginByLink, { body: { key } }),
    done: (person) => {
      setMe(person);
      void navigate(paths.partner.href(), { replace: true });
    },
    refusedWith: [400, 401, 404],
    what: 'partner login by link',
  });
  if (me) return <Navigate to={paths.partner.href()} replace />;
  return (
    <PortalFrame title={t('page.loginLink.title')}>
      {state === 'broken' || state === 'failed' ? (
        <div ref={notice} tabIndex={-1} role="alert" className="account-notice account-notice-error">
          <p>{t(state === 'broken' ? 'loginLink.invalid' : 'loginLink.failed')}</p>
          <p>
            <Link to={paths.partnerLogin.href()}>{t('loginLink.toLogin')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{t('loginLink.text')}</p>
          <LinkActionButton busy={busy} onClick={run} testId="partner-login-link-submit" text={t(busy ? 'loginLink.busy' : 'loginLink.submit')} />
        </>
      )}
    </PortalFrame>
  );
}

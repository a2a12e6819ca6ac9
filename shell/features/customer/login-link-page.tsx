import { useSetAtom } from 'jotai';
import { useNavigate, useParams } from 'react-router';
import { loginByLink } from '../../../shared/api/selfcare';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { authTokenAtom } from '../../session/account-state';
import { storeAuthToken } from '../../session/auth-token';
import { LinkActionButton, linkKeyOf, useLinkAction } from '../../components/form';
import { confirmByButtonPage } from './confirm-by-button';
import { useT } from '../../../ui/intl/use-t';

/**
 * /customer/loginlink/{key}: the link of the login-link mail (sent when the right password came from
 * a new device while strangers' guesses held the account back).
 */
export const LoginLinkPage = confirmByButtonPage({ title: 'page.loginLink.title', text: 'loginLink.text', testId: 'login-link' }, LoginLinkAction);

function LoginLinkAction() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const setToken = useSetAtom(authTokenAtom);
  const { state, busy, notice, run } = useLinkAction({
    link: linkKeyOf(useParams().key),
    request: (key) => api(loginByLink, { body: { key } }),
    done: (answer) => {
      storeAuthToken(answer.token, 'loggedin', answer.customer_id);
      setToken(answer.token);
      void navigate(paths.selfcare.href(locale), { replace: true });
    },
    what: 'login by link',
  });

  if (state === 'broken' || state === 'failed') {
    return (
      <div ref={notice} tabIndex={-1} role="alert" className="account-notice account-notice-error customer-state" data-testid={`login-link-${state}`}>
        <p>{t(state === 'broken' ? 'loginLink.invalid' : 'loginLink.failed')}</p>
      </div>
    );
  }
  return <LinkActionButton busy={busy} onClick={run} testId="login-link-submit" text={t(busy ? 'loginLink.busy' : 'loginLink.submit')} />;
}

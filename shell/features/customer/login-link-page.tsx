import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { loginByLink } from '../../../shared/api/selfcare';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { authTokenAtom } from '../../session/account-state';
import { storeAuthToken } from '../../session/auth-token';
import { ConfirmButton, ConfirmByButtonPage, isBrokenLink } from './confirm-by-button';
import { useT } from '../../../widget/lib/intl/use-t';

type State = 'ready' | 'busy' | 'broken' | 'failed';

/**
 * /customer/loginlink/{key}: the link of the login-link mail (sent when the right password came from
 * a new device while strangers' guesses held the account back).
 */
export function LoginLinkPage() {
  return (
    <ConfirmByButtonPage title="page.loginLink.title" text="loginLink.text" testId="login-link">
      <LoginLinkAction />
    </ConfirmByButtonPage>
  );
}

function LoginLinkAction() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const setToken = useSetAtom(authTokenAtom);
  const key = useParams().key ?? '';
  const [state, setState] = useState<State>(/^[A-Za-z0-9_-]{20,200}$/.test(key) ? 'ready' : 'broken');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'broken' || state === 'failed') notice.current?.focus();
  }, [state]);

  const onLogin = () => {
    if (state !== 'ready') return;
    setState('busy');
    api(loginByLink, { body: { key } }).then(
      (answer) => {
        storeAuthToken(answer.token, 'loggedin', answer.customer_id);
        setToken(answer.token);
        void navigate(paths.selfcare.href(locale), { replace: true });
      },
      (error: unknown) => {
        const broken = isBrokenLink(error);
        if (!broken) console.error('login by link failed', error);
        setState(broken ? 'broken' : 'failed');
      },
    );
  };

  if (state === 'broken' || state === 'failed') {
    return (
      <div ref={notice} tabIndex={-1} role="alert" className="account-notice account-notice-error customer-state" data-testid={`login-link-${state}`}>
        <p>{t(state === 'broken' ? 'loginLink.invalid' : 'loginLink.failed')}</p>
      </div>
    );
  }
  return (
    <ConfirmButton busy={state === 'busy'} onClick={onLogin} testId="login-link-submit" text={t(state === 'busy' ? 'loginLink.busy' : 'loginLink.submit')} />
  );
}

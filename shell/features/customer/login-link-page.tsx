import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { ApiError } from '../../../shared/api/client';
import { loginByLink } from '../../../shared/api/selfcare';
import { ClientOnly } from '../../components/client-only';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { authTokenAtom } from '../../session/account-state';
import { storeAuthToken } from '../../session/auth-token';
import { PageHead } from '../seo/page-head';
import './customer.css';
import '../../components/form/form.css';
import { useT } from '../../../widget/lib/intl/use-t';

type State = 'ready' | 'busy' | 'broken' | 'failed';

/**
 * /customer/loginlink/{key}: the link of the login-link mail (sent when the right password came from
 * a new device while strangers' guesses held the account back). It logs in with a button, never on
 * load: mail scanners open links, and must not spend the one use.
 */
export function LoginLinkPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.loginLink.title' });
  return (
    <div className="customer-page">
      <PageHead title={title} visibility="private" />
      <header data-testid="login-link">
        <h1>{title}</h1>
        <p className="lead">{intl.formatMessage({ id: 'loginLink.text' })}</p>
      </header>
      {/* The link's key is the visitor's own: the button is the browser's, never in the server's HTML. */}
      <ClientOnly>
        <LoginLinkAction />
      </ClientOnly>
    </div>
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
        const broken = error instanceof ApiError && (error.status === 404 || error.status === 400);
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
    <p className="account-actions">
      <button type="button" className="account-submit" onClick={onLogin} disabled={state === 'busy'} data-testid="login-link-submit">
        {t(state === 'busy' ? 'loginLink.busy' : 'loginLink.submit')}
      </button>
    </p>
  );
}

import { useAtom, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/client';
import { login, LoginRequest } from '../../../shared/api/selfcare';
import { OverlayWindow } from '../../components/overlay/overlay-window';
import { api } from '../../lib/api';
import { accountOverlayAtom, authTokenAtom } from '../../session/account-state';
import { storeAuthToken } from '../../session/auth-token';
import { accountInput, FormActions, Notice, TextField, useLostCredentials, useMessageText, useSchemaForm } from '../../components/form';
import './account.css';
import { useT } from '../../../ui/intl/use-t';

type View = 'login' | 'lost';
const ID = 'login';

/** The login overlay: username and password, a lost-credentials view, a way to register. */
export default function LoginOverlay() {
  const t = useT();
  const text = useMessageText();
  const [overlay, setOverlay] = useAtom(accountOverlayAtom);
  const setToken = useSetAtom(authTokenAtom);
  const [view, setView] = useState<View>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; key: string } | null>(null);
  // A refused login (400 or 401) is not one field's fault: it says so above the form, not on a field.
  // The fields stay enabled while a request runs.
  const loginForm = useSchemaForm({ idPrefix: ID, order: ['username', 'password'], schema: LoginRequest, serverFields: false, lockWhileBusy: false });
  const lost = useLostCredentials({
    idPrefix: ID,
    serverFields: false,
    lockWhileBusy: false,
    onSent: () => {
      reset('login');
      setNotice({ kind: 'success', key: 'selfcare.lostCredentials.sent' });
    },
    onNotice: (key) => setNotice(key ? { kind: 'error', key } : null),
  });
  const lostForm = lost.form;
  const form = view === 'login' ? loginForm : lostForm;
  const busy = form.busy;
  const open = overlay === 'login';

  const reset = (next: View) => {
    setView(next);
    loginForm.clearErrors();
    lostForm.clearErrors();
    setFailed(false);
    setNotice(null);
  };
  const close = () => {
    setOverlay(null);
    reset('login');
  };

  const onLogin = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    setNotice(null);
    void loginForm.submit(
      { username, password },
      async (body) => {
        const answer = await api(login, { body });
        storeAuthToken(answer.token, 'loggedin', answer.customer_id);
        setToken(answer.token);
        setPassword('');
        close();
      },
      (error) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
          setFailed(true);
        } else {
          // Held back while strangers guess (403 login_challenge: a login link is mailed if the password was
          // right), a rate limit (429), each with its message in the page's language; or no answer at all.
          const worded = error instanceof ApiError && (error.code === 'rate_limited' || error.code === 'login_challenge');
          if (!worded) console.error('login failed', error);
          setNotice(worded ? { kind: 'error', key: error.message } : { kind: 'error', key: 'selfcare.serverError' });
        }
      },
    );
  };

  const onLost = (event: FormEvent) => {
    event.preventDefault();
    lost.send(email);
  };

  const title = t(view === 'login' ? 'account.login.title' : 'account.lost.title');
  return (
    <OverlayWindow open={open} onClose={close} title={title} className="account-overlay">
      <div className="account" data-testid="login-overlay" data-view={view}>
        {notice && (
          <Notice kind={notice.kind} testId="account-notice">
            {text(notice.key)}
          </Notice>
        )}
        {view === 'login' ? (
          <>
            <form className="account-form" noValidate onSubmit={onLogin} aria-busy={busy}>
              {failed && (
                <Notice kind="error" testId="login-failed">
                  <p>{t('selfcare.login.failed')}</p>
                  <p>
                    <button type="button" className="account-link" onClick={() => reset('lost')}>
                      {t('selfcare.login.hint')}
                    </button>
                  </p>
                </Notice>
              )}
              <TextField
                {...loginForm.field('username')}
                {...accountInput('username')}
                label={t('account.login.identifier')}
                value={username}
                onChange={setUsername}
              />
              <TextField {...loginForm.field('password')} type="password" required autoComplete="current-password" value={password} onChange={setPassword} />
              <FormActions busy={busy} submit={t(busy ? 'account.login.busy' : 'account.login.submit')} />
            </form>
            <ul className="account-links">
              <li>
                <button type="button" className="account-link" onClick={() => reset('lost')}>
                  {t('account.login.lostLink')}
                </button>
              </li>
              <li>
                <button type="button" className="account-link" aria-haspopup="dialog" onClick={() => setOverlay('register')}>
                  {t('account.login.registerLink')}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <form className="account-form" noValidate onSubmit={onLost} aria-busy={busy}>
            <p>{t('account.lost.intro')}</p>
            <TextField {...lostForm.field('email')} {...accountInput('email')} value={email} onChange={setEmail} />
            <FormActions busy={busy} submit={t('account.lost.submit')}>
              <button type="button" className="account-link" onClick={() => reset('login')}>
                {t('account.lost.back')}
              </button>
            </FormActions>
          </form>
        )}
      </div>
    </OverlayWindow>
  );
}

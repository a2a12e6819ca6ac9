import type { MessageKey } from '../../../shared/i18n/messages';
import { useAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { newPassword, NewPasswordRequest } from '../../../shared/api/selfcare';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { readCookie } from '../../lib/cookies';
import { AUTH_COOKIE } from '../../lib/current-locale';
import { useLocale } from '../../lib/use-locale';
import { authTokenAtom } from '../../session/account-state';
import { clearAuthToken } from '../../session/auth-token';
import { ErrorSummary, FormActions, Notice, TextField, useMessageText, useSchemaForm } from '../../components/form';
import { BrokenLink } from './broken-link';
import { DoneState } from './done-state';
import { newPasswordFailure } from './reset-link';
import '../../components/form/form.css';
import { useT } from '../../../ui/intl/use-t';

const ID = 'newpassword';
const ORDER = ['password', 'passwordConfirmation'];

/** Password and confirmation for the link's contact and key; then a way to log in with it. */
export function NewPasswordForm({ contactId, accessKey }: { contactId: number; accessKey: string }) {
  const t = useT();
  const text = useMessageText();
  const locale = useLocale();
  const navigate = useNavigate();
  const [token, setToken] = useAtom(authTokenAtom);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<'form' | 'saved' | 'broken'>('form');
  const [message, setMessage] = useState<string | null>(null);
  const form = useSchemaForm({ idPrefix: ID, order: ORDER, schema: NewPasswordRequest });
  // Logged in with the new password (the overlay opened from here): on to the account.
  useEffect(() => {
    if (state === 'saved' && token) void navigate(paths.selfcare.href(locale));
  }, [state, token, navigate, locale]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    void form.submit(
      { contactId, accessKey, password, passwordConfirmation: confirmation },
      async (payload) => {
        await api(newPassword, { body: payload });
        // The server ended every session of the customer: a token in this browser is dead now.
        if (readCookie(AUTH_COOKIE)) clearAuthToken();
        setToken(null);
        setPassword('');
        setConfirmation('');
        setState('saved');
      },
      (error) => {
        const failure = newPasswordFailure(error);
        if (failure.kind === 'broken') setState('broken');
        else if (failure.kind === 'message') setMessage(failure.message);
        if (failure.kind !== 'fields') console.error('new password failed', error);
      },
    );
  };

  if (state === 'broken') return <BrokenLink />;
  if (state === 'saved') return <DoneState testId="new-password-saved" message={t('newPassword.saved')} login={t('newPassword.login')} />;
  // The link's own fields are not on this form: a client error on them means a broken link.
  if (form.errors.contactId || form.errors.accessKey) return <BrokenLink />;
  return (
    <form className="account-form customer-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="new-password-form">
      {message && <Notice kind="error">{text(message)}</Notice>}
      <ErrorSummary idPrefix={ID} errors={form.errors} order={ORDER} labelOf={(field) => t(`newPassword.field.${field}` as MessageKey)} />
      {(['password', 'passwordConfirmation'] as const).map((name) => (
        <TextField
          key={name}
          {...form.field(name)}
          type="password"
          label={t(`newPassword.field.${name}`)}
          {...(name === 'password' ? { hint: t('newPassword.passwordHint') } : {})}
          required
          autoComplete="new-password"
          value={name === 'password' ? password : confirmation}
          onChange={name === 'password' ? setPassword : setConfirmation}
        />
      ))}
      <FormActions busy={form.busy} submit={t(form.busy ? 'newPassword.busy' : 'newPassword.submit')} />
    </form>
  );
}

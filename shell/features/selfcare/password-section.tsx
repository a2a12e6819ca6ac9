import type { MessageKey } from '../../../shared/i18n/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { changePassword, ChangePasswordRequest } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { ErrorSummary, fieldId, FormActions, Notice, TextField, useSchemaForm } from '../../components/form';
import type { SessionGuard } from '../../session/session-guard';
import { CareSection } from './care-section';

const ID = 'password';
const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, MessageKey> = {
  currentPassword: 'care.password.current',
  password: 'newPassword.field.password',
  passwordConfirmation: 'newPassword.field.passwordConfirmation',
};
const empty: Record<Field, string> = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Changing the password: the current one, the new one twice; every other session of the account ends. */
export function PasswordSection({ guard }: { guard: SessionGuard }) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [values, setValues] = useState(empty);
  const [failure, setFailure] = useState(false);
  const form = useSchemaForm({ idPrefix: ID, order: [...FIELDS], schema: ChangePasswordRequest });
  const openRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (editing) document.getElementById(fieldId(ID, 'currentPassword'))?.focus();
    else if (returnFocus) openRef.current?.focus();
  }, [editing, returnFocus]);

  const close = (saved: boolean) => {
    if (saved) setStatus(t('care.password.saved'));
    setValues(empty);
    form.clearErrors();
    setFailure(false);
    setEditing(false);
    setReturnFocus(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(false);
    void form.submit(
      values,
      async (body) => {
        await guard(api(changePassword, { body }));
        close(true);
      },
      (error) => {
        console.error('password change failed', error);
        setFailure(true);
      },
    );
  };

  return (
    <CareSection name="password" title={t('care.password.title')} status={status}>
      {editing ? (
        <form className="account-form care-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="password-form">
          <ErrorSummary idPrefix={ID} errors={form.errors} order={[...FIELDS]} labelOf={(field) => t(LABELS[field as Field])} />
          {failure && <Notice kind="error">{t('selfcare.serverError')}</Notice>}
          {FIELDS.map((name) => (
            <TextField
              key={name}
              {...form.field(name)}
              type="password"
              label={t(LABELS[name])}
              {...(name === 'password' ? { hint: t('newPassword.passwordHint') } : {})}
              required
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            />
          ))}
          <FormActions busy={form.busy} submit={t(form.busy ? 'care.saving' : 'care.save')} cancel={{ label: t('care.cancel'), onClick: () => close(false) }} />
        </form>
      ) : (
        <p>
          <button ref={openRef} type="button" className="account-secondary" onClick={() => setEditing(true)} data-testid="password-change">
            {t('care.password.change')}
          </button>
        </p>
      )}
    </CareSection>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PasswordChangeRequest } from '../../../shared/api/password-change';
import { changePassword } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { emptyPasswordChange, fieldId, FormActions, Notice, PASSWORD_CHANGE_FIELDS, PasswordChangeFields, useSchemaForm } from '../../components/form';
import type { SessionGuard } from '../../session/session-guard';
import { CareSection } from './care-section';
import { useT } from '../../../widget/lib/intl/use-t';

const ID = 'password';

/** Changing the password: the current one, the new one twice; every other session of the account ends. */
export function PasswordSection({ guard }: { guard: SessionGuard }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [values, setValues] = useState(emptyPasswordChange);
  const [failure, setFailure] = useState(false);
  const form = useSchemaForm({ idPrefix: ID, order: [...PASSWORD_CHANGE_FIELDS], schema: PasswordChangeRequest });
  const openRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (editing) document.getElementById(fieldId(ID, 'currentPassword'))?.focus();
    else if (returnFocus) openRef.current?.focus();
  }, [editing, returnFocus]);

  const close = (saved: boolean) => {
    if (saved) setStatus(t('care.password.saved'));
    setValues(emptyPasswordChange);
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
          {failure && <Notice kind="error">{t('selfcare.serverError')}</Notice>}
          <PasswordChangeFields
            idPrefix={ID}
            form={form}
            labels={{
              currentPassword: t('care.password.current'),
              password: t('newPassword.field.password'),
              passwordConfirmation: t('newPassword.field.passwordConfirmation'),
            }}
            hint={t('newPassword.passwordHint')}
            values={values}
            onChange={setValues}
          />
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

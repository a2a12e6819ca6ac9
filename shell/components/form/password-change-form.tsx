import type { PasswordChangeRequest } from '../../../shared/api/password-change';
import type { MessageKey } from '../../../shared/i18n/messages';
import { useT } from '../../../ui/intl/use-t';
import { ErrorSummary } from './error-summary';
import { FormActions } from './form-actions';
import { Notice } from './notice';
import { TextField } from './text-field';
import { PASSWORD_CHANGE_FIELDS, type PasswordChangeField, usePasswordChangeForm } from './use-password-change-form';

const LABELS: Record<PasswordChangeField, MessageKey> = {
  currentPassword: 'care.password.current',
  password: 'newPassword.field.password',
  passwordConfirmation: 'newPassword.field.passwordConfirmation',
};

interface Props<A> {
  /** The fields' ids (`${idPrefix}-password`); the success notice's test id is `${idPrefix}-changed`. */
  idPrefix: string;
  testId: string;
  className: string;
  send: (body: PasswordChangeRequest) => Promise<A>;
  /** The submit button's text. */
  submit: MessageKey;
  /** Told once the password is changed (a form that closes then). */
  onChanged?: (answer: A) => void;
  /** The success notice in the form, from the server's answer (a form that stays open). */
  changedText?: (answer: A) => string;
  onCancel?: () => void;
}

/** The one password change form: the current password, the new one twice, under their error summary; the customer's self-care and the staff member's account page. */
export function PasswordChangeForm<A>({ idPrefix, testId, className, send, submit, onChanged, changedText, onCancel }: Props<A>) {
  const t = useT();
  const { values, setValues, form, failure, changed, submit: onSubmit } = usePasswordChangeForm(send, idPrefix, onChanged);
  return (
    <form className={className} noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid={testId}>
      {failure && <Notice kind="error">{failure}</Notice>}
      {changed && changedText && (
        <Notice kind="success" testId={`${idPrefix}-changed`}>
          {changedText(changed.answer)}
        </Notice>
      )}
      <ErrorSummary idPrefix={idPrefix} errors={form.errors} order={PASSWORD_CHANGE_FIELDS} labelOf={(field) => t(LABELS[field as PasswordChangeField])} />
      {PASSWORD_CHANGE_FIELDS.map((name) => (
        <TextField
          key={name}
          {...form.field(name)}
          type="password"
          label={t(LABELS[name])}
          {...(name === 'password' ? { hint: t('newPassword.passwordHint') } : {})}
          required
          autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
          value={values[name]}
          onChange={(value) => setValues({ ...values, [name]: value })}
        />
      ))}
      <FormActions
        busy={form.busy}
        submit={t(form.busy ? 'care.saving' : submit)}
        {...(onCancel ? { cancel: { label: t('care.cancel'), onClick: onCancel } } : {})}
      />
    </form>
  );
}

import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';
import type { useSchemaForm } from './use-schema-form';

export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];
export type PasswordChangeValues = Record<PasswordChangeField, string>;
export const emptyPasswordChange: PasswordChangeValues = { currentPassword: '', password: '', passwordConfirmation: '' };

interface Props {
  idPrefix: string;
  /** The form's errors and field props (useSchemaForm). */
  form: Pick<ReturnType<typeof useSchemaForm>, 'errors' | 'field'>;
  labels: Record<PasswordChangeField, string>;
  /** What a new password must be, under its field. */
  hint: string;
  values: PasswordChangeValues;
  onChange: (values: PasswordChangeValues) => void;
}

/** A password change's fields (the current password, the new one, the new one again) under their error summary: the customer's and the staff member's alike. */
export function PasswordChangeFields({ idPrefix, form, labels, hint, values, onChange }: Props) {
  return (
    <>
      <ErrorSummary idPrefix={idPrefix} errors={form.errors} order={[...PASSWORD_CHANGE_FIELDS]} labelOf={(field) => labels[field as PasswordChangeField]} />
      {PASSWORD_CHANGE_FIELDS.map((name) => (
        <TextField
          key={name}
          {...form.field(name)}
          type="password"
          label={labels[name]}
          {...(name === 'password' ? { hint } : {})}
          required
          autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
          value={values[name]}
          onChange={(value) => onChange({ ...values, [name]: value })}
        />
      ))}
    </>
  );
}

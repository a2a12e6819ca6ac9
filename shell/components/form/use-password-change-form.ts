import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { PasswordChangeRequest } from '../../../shared/api/password-change';
import { useT } from '../../../ui/intl/use-t';
import { useSchemaForm } from './use-schema-form';

export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];
const empty: Record<PasswordChangeField, string> = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * A password change of a logged-in account (a customer's and a staff member's alike): the shared
 * schema's checks before sending, the server's field errors (a wrong current password, a weak new
 * one) at their fields, any other failure in words, and the server's answer once it is changed.
 * `send` is the account's own call.
 */
export function usePasswordChangeForm<A>(send: (body: PasswordChangeRequest) => Promise<A>, idPrefix: string, onChanged?: (answer: A) => void) {
  const t = useT();
  const [values, setValues] = useState(empty);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState<{ answer: A } | null>(null);
  const form = useSchemaForm({ idPrefix, order: PASSWORD_CHANGE_FIELDS, schema: PasswordChangeRequest });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setChanged(null);
    void form.submit(
      values,
      async (body) => {
        const answer = await send(body);
        setValues(empty);
        setChanged({ answer });
        onChanged?.(answer);
      },
      (error) => {
        console.error('password change failed', error);
        setFailure(error instanceof ApiError ? error.message : t('selfcare.serverError'));
      },
    );
  };

  return { values, setValues, form, failure, changed, submit };
}

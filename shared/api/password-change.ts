import { z } from 'zod/mini';
import { always, passwordField, typedPasswordField, V } from './selfcare-fields';

/** A new password typed twice: both must match. */
export const newPasswordFields = { password: passwordField, passwordConfirmation: z.string({ error: V.required }) };
export const confirmed = (value: { password: string; passwordConfirmation: string }, ctx: z.core.$RefinementCtx) => {
  if (value.password !== value.passwordConfirmation) ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: V.passwordConfirm });
};

/** A logged-in account's new password (a customer's and a staff member's alike): the current one, and the new one typed twice. */
export const PasswordChangeRequest = z.strictObject({ currentPassword: typedPasswordField, ...newPasswordFields }).check(z.superRefine(confirmed, always));
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

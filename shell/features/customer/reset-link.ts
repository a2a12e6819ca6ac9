import { ApiError } from '../../../shared/api/client';
import type { FieldErrors } from '../../components/form';

/** What the route parameters of /customer/newpassword/{contactId?}/{accessKey?} amount to. */
export type ResetLink = { kind: 'none' } | { kind: 'broken' } | { kind: 'link'; contactId: number; accessKey: string };

/**
 * Without parameters the page asks for the e-mail. A contact id without key, or one that is no
 * database id, is a link cut short or mangled by a mail client: it can only be requested anew.
 */
export function resetLinkOf(contactId: string | undefined, accessKey: string | undefined): ResetLink {
  if (!contactId) return { kind: 'none' };
  const id = /^[1-9]\d{0,9}$/.test(contactId) ? Number(contactId) : Number.NaN;
  if (!accessKey || !(id <= 2_147_483_647)) return { kind: 'broken' };
  return { kind: 'link', contactId: id, accessKey };
}

export type NewPasswordFailure = { kind: 'broken' } | { kind: 'fields'; errors: FieldErrors } | { kind: 'message'; message: string };

/**
 * How a failed new-password request is shown: an unknown, used or expired key (404, or the server
 * refusing the link's own fields) asks for a new mail; password errors go to their fields; a rate
 * limit says so in the server's words; anything else is the generic server error.
 */
export function newPasswordFailure(error: unknown): NewPasswordFailure {
  if (error instanceof ApiError) {
    if (error.status === 404) return { kind: 'broken' };
    const fields = error.fields ?? {};
    if (fields.contactId || fields.accessKey) return { kind: 'broken' };
    if (Object.keys(fields).length) return { kind: 'fields', errors: fields };
    if (error.code === 'rate_limited') return { kind: 'message', message: error.message };
  }
  return { kind: 'message', message: 'selfcare.serverError' };
}

import { z } from 'zod/mini';
import { requiredText } from './selfcare-fields';

/**
 * A login with the key of a login-link mail (a customer's and a staff member's alike), sent when the
 * right password came from a new device while the account waited after failures.
 */
export const LoginLinkRequest = z.strictObject({
  /** From the e-mail link: /{lang}/customer/loginlink/{key}, or /admin/login/link/{key} for staff. */
  key: requiredText(200),
});

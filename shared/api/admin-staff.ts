import { z } from 'zod/mini';
import { staffRoles } from '../domain/staff/roles';
import { locales } from '../i18n/locales';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import { LoginLinkRequest } from './login-link';
import { PasswordChangeRequest } from './password-change';
import { emailField, passwordField, requiredText, typedPasswordField, V } from './selfcare-fields';
import { StatusOk } from './status-ok';
import * as routes from './routes/admin-staff';

const endpoint = endpointsTagged('admin');

/*
 * The back office's own accounts (/admin): staff log in with their e-mail address and password and
 * get a session cookie (HttpOnly, SameSite=Strict; only its hash is stored). Every other /api/admin
 * operation answers 401 without that cookie and 403 to a role it does not name.
 */

export const StaffRoleSchema = z.enum(staffRoles, { error: V.invalid });
export const StaffLanguage = z.enum(locales, { error: V.invalid });

/** A staff member as the back office shows it. */
export const StaffMember = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  displayName: z.string(),
  role: StaffRoleSchema,
  language: StaffLanguage,
  disabled: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffLoginRequest = z.strictObject({
  email: requiredText(254),
  password: typedPasswordField,
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequest>;

export const staffLoginSchemas = { body: StaffLoginRequest, response: StaffMember };
export const staffLogin = endpoint(routes.staffLogin, staffLoginSchemas, {
  summary:
    "Logs a staff member in by e-mail address and password and sets the back office's session cookie (HttpOnly, SameSite=Strict, Secure and named __Host-staff_session on https; valid 12 hours, never extended) and a device cookie (staff_device, or __Secure-staff_device on https: HttpOnly, SameSite=Strict, path /api/admin/login, signed by the server, valid 180 days). Answers the member. A wrong address or password, or a disabled member, answers 401 with the same message. With a valid device cookie of the same member, failed attempts are limited per device cookie only (429 with Retry-After). Otherwise they are limited per (address, IP) and per IP (429 with Retry-After), and failures of one account from anywhere make each further try wait, growing up to 15 minutes; a try during that wait answers 403 login_challenge whether the password was right or not, and a right one has a one-time login link mailed to the member (POST /api/admin/login/link; at most 3 mails an hour).",
  errors: [401],
});

export const staffLoginByLinkSchemas = { body: LoginLinkRequest, response: StaffMember };
export const staffLoginByLink = endpoint(routes.staffLoginByLink, staffLoginByLinkSchemas, {
  summary:
    'Logs a staff member in with the key of a login-link mail (sent when the right password came from a new device while the account waited after failures): sets the session and device cookies and answers the member, as a login does. A key works once and for 15 minutes; an unknown, used or expired one answers 404 not_found, one of a member disabled since it was mailed 401. Limited per IP (429).',
  errors: [401, 404],
});

export const staffLogoutSchemas = { response: StatusOk };
export const staffLogout = endpoint(routes.staffLogout, staffLogoutSchemas, {
  summary: "Ends the staff session of the request's cookie (its row is deleted) and clears the cookie. Answers ok with or without a session.",
});

export const getStaffMeSchemas = { response: StaffMember };
export const getStaffMe = endpoint(routes.getStaffMe, getStaffMeSchemas, { summary: 'The logged-in staff member.' });

export const UpdateStaffMeRequest = z.strictObject({ language: StaffLanguage });

export const updateStaffMeSchemas = { body: UpdateStaffMeRequest, response: StaffMember };
export const updateStaffMe = endpoint(routes.updateStaffMe, updateStaffMeSchemas, {
  summary: 'Sets the language the back office speaks to the logged-in staff member.',
});

export const StaffList = z.object({ staff: z.array(StaffMember) });

export const listStaffSchemas = { response: StaffList };
export const listStaff = endpoint(routes.listStaff, listStaffSchemas, { summary: 'Every staff member, disabled ones included, by name. Owner only.' });

export const displayNameField = requiredText(100);

export const CreateStaffRequest = z.strictObject({
  email: emailField,
  displayName: displayNameField,
  role: StaffRoleSchema,
  /** The first password, which the owner hands over; judged as a customer's (length here, guessability on the server). */
  password: passwordField,
});
export type CreateStaffRequest = z.infer<typeof CreateStaffRequest>;

export const createStaffSchemas = { body: CreateStaffRequest, response: StaffMember };
export const createStaff = endpoint(routes.createStaff, createStaffSchemas, {
  summary:
    'Creates a staff member with a first password. 400 validation_failed with per-field messages for a bad field, an address already in use or a password that is too easy to guess. Owner only.',
});

export const UpdateStaffRequest = z.partial(
  z.strictObject({ displayName: displayNameField, role: StaffRoleSchema, disabled: z.boolean({ error: V.invalid }) }),
);
export type UpdateStaffRequest = z.infer<typeof UpdateStaffRequest>;

export const updateStaffSchemas = { params: IdParams, body: UpdateStaffRequest, response: StaffMember };
export const updateStaff = endpoint(routes.updateStaff, updateStaffSchemas, {
  summary:
    "Changes a staff member's name or role, or disables (or enables) the member. Disabling ends all of the member's sessions at once; a role change holds from the member's next request. 409 when the change would leave the shop without an enabled owner; 404 for an unknown member. Owner only.",
  errors: [409],
});

export const StaffPasswordChanged = z.object({
  status: z.literal('ok'),
  /** How many other sessions of the member were ended (other browsers must log in again). */
  endedSessions: z.number().check(z.int()),
});

export const changeStaffPasswordSchemas = { body: PasswordChangeRequest, response: StaffPasswordChanged };
export const changeStaffPassword = endpoint(routes.changeStaffPassword, changeStaffPasswordSchemas, {
  summary:
    "Changes the logged-in staff member's own password. The current one is required: a wrong one answers 400 with fields.currentPassword; after 5 wrong ones the session waits, longer each time (429 with Retry-After), while guesses at the login page do not hold the member back. The new one is judged as a first password (10 characters, not easy to guess, not made of the member's name or address: 400 with fields.password). Every other session of the member ends; the one that asked goes on. Recorded in the audit log (never the password or its hash).",
});

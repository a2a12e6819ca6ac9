import { z } from 'zod/mini';
import { staffRoles } from '../domain/staff/roles';
import { locales } from '../i18n/locales';
import { endpoint } from './endpoint';
import { IdParams } from './id-params';
import { PasswordChangeRequest } from './password-change';
import { emailField, passwordField, requiredText, typedPasswordField, V } from './selfcare-fields';
import * as routes from './routes/admin-staff';

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
export const staffLogin = endpoint(routes.staffLogin, staffLoginSchemas);

export const StaffLoginLinkRequest = z.strictObject({
  /** From the e-mail link /admin/login/link/{key}. */
  key: requiredText(200),
});
export type StaffLoginLinkRequest = z.infer<typeof StaffLoginLinkRequest>;

export const staffLoginByLinkSchemas = { body: StaffLoginLinkRequest, response: StaffMember };
export const staffLoginByLink = endpoint(routes.staffLoginByLink, staffLoginByLinkSchemas);

export const StaffLogoutResult = z.object({ status: z.literal('ok') });

export const staffLogoutSchemas = { response: StaffLogoutResult };
export const staffLogout = endpoint(routes.staffLogout, staffLogoutSchemas);

export const getStaffMeSchemas = { response: StaffMember };
export const getStaffMe = endpoint(routes.getStaffMe, getStaffMeSchemas);

export const UpdateStaffMeRequest = z.strictObject({ language: StaffLanguage });

export const updateStaffMeSchemas = { body: UpdateStaffMeRequest, response: StaffMember };
export const updateStaffMe = endpoint(routes.updateStaffMe, updateStaffMeSchemas);

export const StaffList = z.object({ staff: z.array(StaffMember) });

export const listStaffSchemas = { response: StaffList };
export const listStaff = endpoint(routes.listStaff, listStaffSchemas);

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
export const createStaff = endpoint(routes.createStaff, createStaffSchemas);

export const UpdateStaffRequest = z.partial(
  z.strictObject({ displayName: displayNameField, role: StaffRoleSchema, disabled: z.boolean({ error: V.invalid }) }),
);
export type UpdateStaffRequest = z.infer<typeof UpdateStaffRequest>;

export const updateStaffSchemas = { params: IdParams, body: UpdateStaffRequest, response: StaffMember };
export const updateStaff = endpoint(routes.updateStaff, updateStaffSchemas);

export const StaffPasswordChanged = z.object({
  status: z.literal('ok'),
  /** How many other sessions of the member were ended (other browsers must log in again). */
  endedSessions: z.number().check(z.int()),
});

export const changeStaffPasswordSchemas = { body: PasswordChangeRequest, response: StaffPasswordChanged };
export const changeStaffPassword = endpoint(routes.changeStaffPassword, changeStaffPasswordSchemas);

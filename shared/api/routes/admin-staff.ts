import type {
  changeStaffPasswordSchemas,
  createStaffSchemas,
  getStaffMeSchemas,
  listStaffSchemas,
  staffLoginByLinkSchemas,
  staffLoginSchemas,
  staffLogoutSchemas,
  updateStaffMeSchemas,
  updateStaffSchemas,
} from '../admin-staff';
import { anyStaff, ownerOnly } from '../../domain/staff/roles';
import type { Route } from '../route';

export const staffLogin: Route<typeof staffLoginSchemas> = {
  method: 'POST',
  path: '/api/admin/login',
  summary:
    "Logs a staff member in by e-mail address and password and sets the back office's session cookie (HttpOnly, SameSite=Strict, Secure and named __Host-staff_session on https; valid 12 hours, never extended) and a device cookie (staff_device, or __Secure-staff_device on https: HttpOnly, SameSite=Strict, path /api/admin/login, signed by the server, valid 180 days). Answers the member. A wrong address or password, or a disabled member, answers 401 with the same message. With a valid device cookie of the same member, failed attempts are limited per device cookie only (429 with Retry-After). Otherwise they are limited per (address, IP) and per IP (429 with Retry-After), and failures of one account from anywhere make each further try wait, growing up to 15 minutes; a try during that wait answers 403 login_challenge whether the password was right or not, and a right one has a one-time login link mailed to the member (POST /api/admin/login/link; at most 3 mails an hour).",
  tags: ['admin'],
  errors: [401, 403, 429],
};

export const staffLoginByLink: Route<typeof staffLoginByLinkSchemas> = {
  method: 'POST',
  path: '/api/admin/login/link',
  summary:
    'Logs a staff member in with the key of a login-link mail (sent when the right password came from a new device while the account waited after failures): sets the session and device cookies and answers the member, as a login does. A key works once and for 15 minutes; an unknown, used or expired one answers 404 not_found, one of a member disabled since it was mailed 401. Limited per IP (429).',
  tags: ['admin'],
  errors: [401, 404, 429],
};

export const staffLogout: Route<typeof staffLogoutSchemas> = {
  method: 'POST',
  path: '/api/admin/logout',
  summary: "Ends the staff session of the request's cookie (its row is deleted) and clears the cookie. Answers ok with or without a session.",
  tags: ['admin'],
};

export const getStaffMe: Route<typeof getStaffMeSchemas> = {
  method: 'GET',
  path: '/api/admin/me',
  summary: 'The logged-in staff member.',
  tags: ['admin'],
  errors: [401, 403],
  staff: anyStaff,
};

export const updateStaffMe: Route<typeof updateStaffMeSchemas> = {
  method: 'PUT',
  path: '/api/admin/me',
  summary: 'Sets the language the back office speaks to the logged-in staff member.',
  tags: ['admin'],
  errors: [401, 403],
  staff: anyStaff,
};

export const listStaff: Route<typeof listStaffSchemas> = {
  method: 'GET',
  path: '/api/admin/staff',
  summary: 'Every staff member, disabled ones included, by name. Owner only.',
  tags: ['admin'],
  errors: [401, 403],
  staff: ownerOnly,
};

export const createStaff: Route<typeof createStaffSchemas> = {
  method: 'POST',
  path: '/api/admin/staff',
  summary:
    'Creates a staff member with a first password. 400 validation_failed with per-field messages for a bad field, an address already in use or a password that is too easy to guess. Owner only.',
  tags: ['admin'],
  errors: [401, 403],
  staff: ownerOnly,
};

export const updateStaff: Route<typeof updateStaffSchemas> = {
  method: 'PUT',
  path: '/api/admin/staff/:id',
  summary:
    "Changes a staff member's name or role, or disables (or enables) the member. Disabling ends all of the member's sessions at once; a role change holds from the member's next request. 409 when the change would leave the shop without an enabled owner; 404 for an unknown member. Owner only.",
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: ownerOnly,
};

export const changeStaffPassword: Route<typeof changeStaffPasswordSchemas> = {
  method: 'POST',
  path: '/api/admin/me/password',
  summary:
    "Changes the logged-in staff member's own password. The current one is required: a wrong one answers 400 with fields.currentPassword; after 5 wrong ones the session waits, longer each time (429 with Retry-After), while guesses at the login page do not hold the member back. The new one is judged as a first password (10 characters, not easy to guess, not made of the member's name or address: 400 with fields.password). Every other session of the member ends; the one that asked goes on. Recorded in the audit log (never the password or its hash).",
  tags: ['admin'],
  errors: [401, 403, 429],
  staff: anyStaff,
};

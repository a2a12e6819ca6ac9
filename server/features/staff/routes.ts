import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffMember } from '../../../shared/api/admin-staff';
import {
  changeStaffPassword,
  createStaff,
  getStaffMe,
  listStaff,
  staffLogin,
  staffLoginByLink,
  staffLogout,
  updateStaff,
  updateStaffMe,
} from '../../../shared/api/admin-staff';
import { anyStaff } from '../../../shared/domain/staff/roles';
import type { Config } from '../../config/config';
import { serviceContext } from '../../http/context';
import { route } from '../../http/route';
import { requireStaff } from '../../http/require-staff';
import { HttpError } from '../../http/http-error';
import { clearStaffCookie, setStaffCookie, staffToken } from '../../http/staff-cookie';
import { staffLogin as logIn, staffLoginByLink as logInByLink } from './staff-login';
import { deviceClaim, setDeviceCookie } from '../../auth/device-cookie-http';
import { newDeviceClaim } from '../../auth/device-cookie';
import { changeStaffPassword as savePassword } from './staff-password';
import * as members from './staff-members';
import { revokeStaffSession } from './staff-sessions';

/** The member a request acts for (route() has let only staff through). */
const me = (request: FastifyRequest) => requireStaff(request, anyStaff);

/** The back office's accounts: login and logout, the member's own record, and the owner's staff management. */
export default async function staffRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const ctx = (request: FastifyRequest) => serviceContext(app, request, config.RATE_LIMIT_IP_FACTOR);

  const site = { publicUrl: config.PUBLIC_URL, company: config.company, wakeMail: () => app.mail.wake() };
  // Every login sets a new device cookie: this browser is known to the member from now on.
  const loggedIn = (request: FastifyRequest, reply: FastifyReply, { member, token }: { member: StaffMember; token: string }) => {
    setStaffCookie(request, reply, token);
    setDeviceCookie(request, reply, app.loginDeviceKey, newDeviceClaim('staff', member.id, app.now()));
    return member;
  };
  route(app, staffLogin, async ({ request, reply, body }) => {
    const result = await logIn(ctx(request), body, deviceClaim(request, app.loginDeviceKey, 'staff'), site);
    return loggedIn(request, reply, result);
  });
  route(app, staffLoginByLink, async ({ request, reply, body }) => loggedIn(request, reply, await logInByLink(ctx(request), body.key)));
  route(app, staffLogout, async ({ request, reply }) => {
    const token = staffToken(request);
    if (token !== null) await revokeStaffSession(app.db, token);
    clearStaffCookie(request, reply);
    return { status: 'ok' as const };
  });
  route(app, getStaffMe, ({ request }) => members.staffMember(app.db, me(request).id));
  route(app, updateStaffMe, ({ request, body }) => members.setStaffLanguage(app.db, me(request).id, body.language, app.now()));
  route(app, changeStaffPassword, ({ request, body }) => {
    const token = staffToken(request);
    if (token === null) throw new HttpError('unauthorized');
    return savePassword(ctx(request), me(request), token, body);
  });
  route(app, listStaff, async () => ({ staff: await members.listStaff(app.db) }));
  route(app, createStaff, ({ request, body }) => members.createStaff(ctx(request), me(request), body));
  route(app, updateStaff, ({ request, params, body }) => members.updateStaff(ctx(request), me(request), params.id, body));
}

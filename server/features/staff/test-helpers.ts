import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../../shared/domain/staff/roles';
import { staffUsers } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { STAFF_COOKIE } from '../../http/staff-cookie';

/** A password zxcvbn rates safe, for every staff member the tests create. */
export const STAFF_PASSWORD = 'quiet-lantern-harbour-47';

/** The environment that makes a started shop create its first owner (STAFF_OWNER_*), with that owner's login. */
export const FIRST_OWNER = { STAFF_OWNER_EMAIL: 'owner@print-atelier.test', STAFF_OWNER_PASSWORD: STAFF_PASSWORD } as const;

let seq = 0;

/** A staff member with STAFF_PASSWORD, written to the database directly (an owner's work in the back office). */
export async function addStaff(app: FastifyInstance, role: StaffRole, options: { disabled?: boolean } = {}) {
  seq += 1;
  const email = `${role}-${seq}-${process.pid}@print-atelier.test`;
  const [row] = await app.db
    .insert(staffUsers)
    .values({ email, displayName: `${role} ${seq}`, role, passwordHash: await hashPassword(STAFF_PASSWORD), disabled: options.disabled ?? false })
    .returning({ id: staffUsers.id });
  return { id: row!.id, email, role };
}

/** The Cookie header of a staff session, from the Set-Cookie of a login answer. */
export function staffCookieOf(setCookie: string | string[] | undefined): { cookie: string } {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const pair = cookies.map((c) => c.split(';', 1)[0] ?? '').find((c) => c.startsWith(`${STAFF_COOKIE}=`) || c.startsWith(`__Host-${STAFF_COOKIE}=`));
  if (!pair) throw new Error(`no staff session cookie in ${JSON.stringify(setCookie)}`);
  return { cookie: pair };
}

/** Logs a staff member in through the API; answers the headers of its session. */
export async function loginStaff(app: FastifyInstance, email: string, password = STAFF_PASSWORD): Promise<{ cookie: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`staff login ${res.statusCode}: ${res.body}`);
  return staffCookieOf(res.headers['set-cookie']);
}

/** A new staff member of `role`, logged in: the headers of its session and who it is. */
export async function staffSession(app: FastifyInstance, role: StaffRole = 'owner') {
  const member = await addStaff(app, role);
  return { ...member, headers: await loginStaff(app, member.email) };
}

/** The owner's form for a new member (POST /api/admin/staff), with STAFF_PASSWORD unless `member` names another. */
export function createStaffOver(
  app: FastifyInstance,
  headers: { cookie: string },
  member: { email: string; displayName: string; role: StaffRole; password?: string },
) {
  return app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload: { password: STAFF_PASSWORD, ...member } });
}

/** A new office member's login as over https (the app must trust its proxy: TRUST_PROXY): the login's answer. */
export async function loginOverHttps(app: FastifyInstance) {
  const member = await addStaff(app, 'office');
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'x-forwarded-proto': 'https' },
    payload: { email: member.email, password: STAFF_PASSWORD },
  });
}

/** Logs a staff member in on a running shop (fault and scale tests); answers the headers of its session. */
export async function loginStaffOver(base: string, email: string, password = STAFF_PASSWORD): Promise<{ cookie: string }> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`staff login ${res.status}: ${await res.text()}`);
  return staffCookieOf(res.headers.getSetCookie());
}

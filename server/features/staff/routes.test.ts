import { describe, expect, it } from 'vitest';
import { StaffList, StaffMember } from '../../../shared/api/admin-staff';
import { expectError } from '../../test/expect-error';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { addStaff, createStaffOver, loginOverHttps, loginStaff, STAFF_PASSWORD, staffSession } from './test-helpers';

const t = useTestApp();

const me = (headers: { cookie: string }) => t.app.inject({ url: '/api/admin/me', headers });

describe('staff login', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie and answers the member', async () => {
    const member = await addStaff(t.app, 'office');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: member.email.toUpperCase(), password: STAFF_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(StaffMember.parse(res.json())).toMatchObject({ id: member.id, role: 'office', disabled: false });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('names the cookie __Host- and marks it Secure on https', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await loginOverHttps(behindProxy.app);
      expect(res.statusCode, res.body).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-staff_session=/);
      expect(cookie).toMatch(/Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers the same 401 for a wrong password, an unknown address and a disabled member', async () => {
    const member = await addStaff(t.app, 'office');
    const disabled = await addStaff(t.app, 'office', { disabled: true });
    const wrong = expectError(
      await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: member.email, password: 'wrong-password-1' } }),
      401,
      'unauthorized',
    );
    const unknown = expectError(
      await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nobody@print-atelier.test', password: STAFF_PASSWORD } }),
      401,
      'unauthorized',
    );
    const off = expectError(
      await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: disabled.email, password: STAFF_PASSWORD } }),
      401,
      'unauthorized',
    );
    expect(unknown.error.message).toBe(wrong.error.message);
    expect(off.error.message).toBe(wrong.error.message);
  });

  it('limits failed logins of one address from one IP', async () => {
    const member = await addStaff(t.app, 'office');
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.9.8.7', payload: { email: member.email, password: 'not-the-password' } });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('staff sessions', () => {
  it('logout ends the session and clears the cookie', async () => {
    const { headers } = await staffSession(t.app, 'production');
    expect((await me(headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^staff_session=;/);
    expectError(await me(headers), 401, 'unauthorized');
  });

  it('a customer bearer token or a made-up cookie is no staff session', async () => {
    expectError(await me({ cookie: `staff_session=${'x'.repeat(43)}` }), 401, 'unauthorized');
  });

  it('keeps the language a member chooses', async () => {
    const { headers } = await staffSession(t.app, 'office');
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/me', headers, payload: { language: 'fr' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(StaffMember.parse((await me(headers)).json()).language).toBe('fr');
  });
});

describe("the owner's staff management", () => {
  it('creates a member who can then log in', async () => {
    const owner = await staffSession(t.app, 'owner');
    const res = await createStaffOver(t.app, owner.headers, { email: 'new.office@print-atelier.test', displayName: 'Nora Office', role: 'office' });
    expect(res.statusCode, res.body).toBe(200);
    expect(StaffMember.parse(res.json())).toMatchObject({ email: 'new.office@print-atelier.test', role: 'office' });
    await loginStaff(t.app, 'new.office@print-atelier.test');
    const listed = StaffList.parse((await t.app.inject({ url: '/api/admin/staff', headers: owner.headers })).json());
    expect(listed.staff.map((s) => s.email)).toContain('new.office@print-atelier.test');
  });

  it('refuses a guessable first password and an address in use, per field', async () => {
    const owner = await staffSession(t.app, 'owner');
    const weak = await createStaffOver(t.app, owner.headers, {
      email: 'weak@print-atelier.test',
      displayName: 'Weak',
      role: 'office',
      password: 'password123',
    });
    expect(expectError(weak, 400, 'validation_failed').error.fields?.password?.length).toBeGreaterThan(0);
    const taken = await createStaffOver(t.app, owner.headers, { email: owner.email.toUpperCase(), displayName: 'Twin', role: 'office' });
    expect(expectError(taken, 400, 'validation_failed').error.fields?.email?.length).toBeGreaterThan(0);
  });

  it('disabling a member ends its sessions at once', async () => {
    const owner = await staffSession(t.app, 'owner');
    const office = await staffSession(t.app, 'office');
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${office.id}`, headers: owner.headers, payload: { disabled: true } });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await me(office.headers), 401, 'unauthorized');
  });

  it('a role change holds from the next request', async () => {
    const owner = await staffSession(t.app, 'owner');
    const office = await staffSession(t.app, 'office');
    expectError(await t.app.inject({ url: '/api/admin/staff', headers: office.headers }), 403, 'forbidden');
    await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${office.id}`, headers: owner.headers, payload: { role: 'owner' } });
    expect((await t.app.inject({ url: '/api/admin/staff', headers: office.headers })).statusCode).toBe(200);
  });

  it('never leaves the shop without an enabled owner', async () => {
    const owner = await staffSession(t.app, 'owner');
    // Every other owner of this test file's database steps down first.
    const { staff } = StaffList.parse((await t.app.inject({ url: '/api/admin/staff', headers: owner.headers })).json());
    for (const other of staff.filter((s) => s.role === 'owner' && s.id !== owner.id && !s.disabled))
      await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${other.id}`, headers: owner.headers, payload: { disabled: true } });
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${owner.id}`, headers: owner.headers, payload: { role: 'office' } }),
      409,
      'conflict',
    );
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${owner.id}`, headers: owner.headers, payload: { disabled: true } }),
      409,
      'conflict',
    );
  });

  it('answers 404 for an unknown member', async () => {
    const owner = await staffSession(t.app, 'owner');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/admin/staff/99999999', headers: owner.headers, payload: { disabled: true } }), 404, 'not_found');
  });
});

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffMember } from '../../../shared/api/admin-staff';
import { mailOutbox, staffUsers } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { addStaff, loginOverHttps, STAFF_PASSWORD, staffCookieOf } from './test-helpers';

// A clock that stands still: an account's wait ends only when a test says so, not with a slow machine.
let t: TestApp;
beforeAll(async () => {
  const clock = testClock();
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, { now: () => clock.now });
});
afterAll(() => t.close());

function login(email: string, password: string, remoteAddress: string, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });
}
const me = (headers: { cookie: string }) => t.app.inject({ url: '/api/admin/me', headers });

function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const found = [res.headers['set-cookie']]
    .flat()
    .filter((c): c is string => typeof c === 'string')
    .find((c) => c.startsWith('staff_device='));
  if (!found) throw new Error('no staff device cookie');
  expect(found).toMatch(/HttpOnly/);
  expect(found).toMatch(/SameSite=Strict/);
  expect(found).toMatch(/Path=\/api\/admin\/login/);
  expect(found).toMatch(/Max-Age=15552000/);
  return found.split(';', 1)[0]!;
}

async function linkKeys(email: string): Promise<string[]> {
  const rows = await t.app.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id));
  return rows.map((r) => /https:\/\/shop\.example\/admin\/login\/link\/([A-Za-z0-9_-]+)/.exec(r.text ?? '')?.[1]).filter((k) => k !== undefined);
}

/** The keys mailed to `email` once there is one (the mail is queued after the answer), or none after 5 s. */
async function mailedKeys(email: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const keys = await linkKeys(email);
    if (keys.length) return keys;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

async function guess(email: string, net: number) {
  for (let i = 0; i < 40; i += 1) expect([401, 403]).toContain((await login(email, `guess-${i}`, `10.${net}.${i}.1`)).statusCode);
}

describe('staff logins under a guessing attack', () => {
  it('let the member in on a device that logged in before, 20 times out of 20, whatever strangers guessed', async () => {
    const member = await addStaff(t.app, 'office');
    const device = deviceCookieOf(await login(member.email, STAFF_PASSWORD, '10.80.0.1'));
    await guess(member.email, 81);
    expectError(await login(member.email, STAFF_PASSWORD, '10.80.0.2'), 403, 'login_challenge');
    for (let i = 0; i < 20; i += 1) {
      expect([401, 403]).toContain((await login(member.email, `still-${i}`, `10.82.${i}.1`)).statusCode);
      const res = await login(member.email, STAFF_PASSWORD, '10.80.0.1', device);
      expect(res.statusCode, res.body).toBe(200);
      expect((await me(staffCookieOf(res.headers['set-cookie']))).statusCode).toBe(200);
    }
  }, 120_000);

  it('mail a new device a one-time link in the member language; the link logs in once and the device is known from then on', async () => {
    const member = await addStaff(t.app, 'production');
    await t.app.db.update(staffUsers).set({ language: 'fr' }).where(eq(staffUsers.id, member.id));
    await guess(member.email, 83);
    const wrong = await login(member.email, 'not-the-password', '10.84.0.1');
    const right = await login(member.email, STAFF_PASSWORD, '10.84.0.2');
    expectError(right, 403, 'login_challenge');
    expect(right.body).toBe(wrong.body);
    const [key] = await mailedKeys(member.email);
    expect(await linkKeys(member.email)).toHaveLength(1);
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, member.email));
    expect(mail?.subject).toBe('Votre lien de connexion');
    const byLink = () => t.app.inject({ method: 'POST', url: '/api/admin/login/link', payload: { key }, remoteAddress: '10.84.0.2' });
    const first = await byLink();
    expect(first.statusCode, first.body).toBe(200);
    expect(StaffMember.parse(first.json()).id).toBe(member.id);
    expect((await me(staffCookieOf(first.headers['set-cookie']))).statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expectError(await byLink(), 404, 'not_found');
    expect((await login(member.email, STAFF_PASSWORD, '10.84.0.2', device)).statusCode).toBe(200);
  }, 60_000);

  it('send no link for a disabled member, and a staff link is no customer link', async () => {
    const member = await addStaff(t.app, 'office', { disabled: true });
    await guess(member.email, 85);
    expectError(await login(member.email, STAFF_PASSWORD, '10.86.0.1'), 403, 'login_challenge');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await linkKeys(member.email)).toEqual([]);
    const active = await addStaff(t.app, 'office');
    await guess(active.email, 87);
    await login(active.email, STAFF_PASSWORD, '10.86.0.2');
    const [key] = await mailedKeys(active.email);
    expectError(await t.app.inject({ method: 'POST', url: '/api/selfcare/login/link', payload: { key }, remoteAddress: '10.86.0.3' }), 404, 'not_found');
  }, 60_000);

  it('names the device cookie __Secure- and marks it Secure on https', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await loginOverHttps(behindProxy.app);
      const device = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('__Secure-staff_device='));
      expect(device).toMatch(/Secure/);
    } finally {
      await behindProxy.close();
    }
  });
});

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthToken } from '../../../shared/api/selfcare';
import { mailOutbox } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { bearer, createSelfcareTestApp, registerCustomer, type SelfcareTestApp } from './test-helpers';

let t: SelfcareTestApp;
beforeAll(async () => {
  t = await createSelfcareTestApp({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => t.close());

function login(username: unknown, password: unknown, remoteAddress: string, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: { username, password }, remoteAddress, headers: cookie ? { cookie } : {} });
}
const loginByLink = (key: string, remoteAddress = '10.70.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/selfcare/login/link', payload: { key }, remoteAddress });

/** The device cookie a login answer sets, as the Cookie header a browser sends back. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const setCookie = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
  const found = setCookie.find((c) => c.startsWith('customer_device='));
  if (!found) throw new Error(`no device cookie in ${JSON.stringify(setCookie)}`);
  expect(found).toMatch(/HttpOnly/);
  expect(found).toMatch(/SameSite=Strict/);
  expect(found).toMatch(/Path=\/api\/selfcare\/login/);
  return found.split(';', 1)[0]!;
}

async function linkMails(email: string) {
  const rows = await t.app.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id));
  return rows
    .map((r) => /https:\/\/shop\.example\/(de|fr|it|en)\/customer\/loginlink\/([A-Za-z0-9_-]+)/.exec(r.text ?? '')?.[2])
    .filter((k) => k !== undefined);
}

/** The keys mailed to `email` once there are `count` of them (the mail is queued after the answer), or what there is after 5 s. */
async function mailedKeys(email: string, count: number) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const keys = await linkMails(email);
    if (keys.length >= count) return keys;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return linkMails(email);
}

/** 40 wrong guesses at the account, each from another address: the account then waits. */
async function guess(username: unknown, net: number) {
  for (let i = 0; i < 40; i += 1) {
    const res = await login(username, `guess ${i}`, `10.${net}.${i}.1`);
    expect([401, 403]).toContain(res.statusCode);
  }
}

describe('customer logins under a guessing attack', () => {
  it('let the owner in on a device that logged in before, whatever strangers guessed', async () => {
    const { payload } = await registerCustomer(t.app);
    const device = deviceCookieOf(await login(payload.username, payload.password, '10.60.0.1'));
    await guess(payload.username, 61);
    // A new device is held back; the owner's known device is not, 20 times over, while the guessing goes on.
    expectError(await login(payload.username, payload.password, '10.60.0.2'), 403, 'login_challenge');
    for (let i = 0; i < 20; i += 1) {
      expect([401, 403]).toContain((await login(payload.username, `still guessing ${i}`, `10.62.${i}.1`)).statusCode);
      const res = await login(payload.username, payload.password, '10.60.0.1', device);
      expect(res.statusCode, res.body).toBe(200);
      expect((await t.app.inject({ url: '/api/selfcare/data', headers: bearer(AuthToken.parse(res.json()).token) })).statusCode).toBe(200);
    }
  }, 120_000);

  it('limit guesses with a device cookie per cookie (a stolen cookie guesses no faster), apart from the account', async () => {
    const { payload } = await registerCustomer(t.app);
    const device = deviceCookieOf(await login(payload.username, payload.password, '10.63.0.1'));
    for (let i = 0; i < 10; i += 1) expectError(await login(payload.username, `wrong ${i}`, `10.63.${i}.2`, device), 401, 'unauthorized');
    expectError(await login(payload.username, payload.password, '10.63.0.1', device), 429, 'rate_limited');
    // Those failures did not make the account wait for other devices.
    expect((await login(payload.username, payload.password, '10.63.0.3')).statusCode).toBe(200);
  }, 60_000);

  it('do not trust a device cookie of another account', async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const device = deviceCookieOf(await login(other.payload.username, other.payload.password, '10.64.0.1'));
    await guess(owner.payload.username, 65);
    expectError(await login(owner.payload.username, owner.payload.password, '10.64.0.1', device), 403, 'login_challenge');
  }, 60_000);

  it('mail a one-time login link when the right password comes from a new device; the link logs in once and sets a device cookie', async () => {
    const { payload } = await registerCustomer(t.app);
    await guess(payload.username, 66);
    // Wrong and right passwords answer alike while the account waits; only the right one mails a link.
    const wrong = await login(payload.username, 'a wrong one', '10.67.0.1');
    const right = await login(payload.username, payload.password, '10.67.0.2');
    expectError(right, 403, 'login_challenge');
    expect(right.body).toBe(wrong.body);
    const keys = await mailedKeys(String(payload.email), 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await linkMails(String(payload.email))).toHaveLength(1);
    const [key] = keys;
    const first = await loginByLink(key!);
    expect(first.statusCode, first.body).toBe(200);
    const token = AuthToken.parse(first.json()).token;
    expect((await t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) })).statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expectError(await loginByLink(key!), 404, 'not_found');
    // The device the link logged in is known from now on.
    expect((await login(payload.username, payload.password, '10.67.0.2', device)).statusCode).toBe(200);
  }, 60_000);

  it('expire a link after 15 minutes and mail at most 3 an hour', async () => {
    const { payload } = await registerCustomer(t.app);
    await guess(payload.username, 68);
    for (let i = 0; i < 5; i += 1) expectError(await login(payload.username, payload.password, `10.69.${i}.1`), 403, 'login_challenge');
    await mailedKeys(String(payload.email), 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const keys = await linkMails(String(payload.email));
    expect(keys).toHaveLength(3);
    t.clock.advance(15 * 60_000);
    expectError(await loginByLink(keys[0]!), 404, 'not_found');
  }, 60_000);
});

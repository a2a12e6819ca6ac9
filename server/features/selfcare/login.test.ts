import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthToken } from '../../../shared/api/selfcare';
import { serverCatalogues } from '../../../shared/i18n/messages/server-catalogues';
import { expectError } from '../../test/expect-error';
import { bearer, createSelfcareTestApp, registerCustomer, type SelfcareTestApp } from './test-helpers';

let t: SelfcareTestApp;
beforeAll(async () => {
  t = await createSelfcareTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

function login(username: unknown, password: unknown, remoteAddress = '10.2.0.1', locale = 'de') {
  return t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: { username, password }, remoteAddress, headers: { 'accept-language': locale } });
}
async function time(username: unknown): Promise<number> {
  const start = performance.now();
  await login(username, 'not the password', '10.2.0.3');
  return performance.now() - start;
}
const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const data = (token: string) => t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) });

describe('POST /api/selfcare/login', () => {
  it('answers a token and the customer id; the username is case-insensitive', async () => {
    const { payload, customer_id } = await registerCustomer(t.app);
    const res = await login(String(payload.username).toUpperCase(), payload.password);
    expect(res.statusCode).toBe(200);
    const body = AuthToken.parse(res.json());
    expect(body.customer_id).toBe(customer_id);
    expect((await data(body.token)).statusCode).toBe(200);
  });

  it('takes the e-mail address instead of the username, in any case; guesses by e-mail count for the same account as by username', async () => {
    const { payload, customer_id } = await registerCustomer(t.app);
    const byEmail = await login(String(payload.email).toUpperCase(), payload.password, '10.2.0.5');
    expect(byEmail.statusCode).toBe(200);
    expect(AuthToken.parse(byEmail.json()).customer_id).toBe(customer_id);
    expectError(await login('nobody@example.ch', payload.password, '10.2.0.5'), 401, 'unauthorized');
    // Guesses by e-mail and by username fill one count: 10 of each, then the account waits.
    for (let i = 0; i < 10; i += 1) expectError(await login(payload.email, `wrong ${i}`, `10.22.${i}.1`), 401, 'unauthorized');
    for (let i = 0; i < 10; i += 1) expectError(await login(payload.username, `wrong ${i}`, `10.23.${i}.1`), 401, 'unauthorized');
    expectError(await login(payload.email, payload.password, '10.22.99.1'), 403, 'login_challenge');
  }, 60_000);

  it('answers a wrong password and an unknown username alike: 401, same body', async () => {
    const { payload } = await registerCustomer(t.app);
    const wrong = await login(payload.username, 'not the password', '10.2.0.2', 'fr');
    const unknown = await login('nobody-here', 'not the password', '10.2.0.2', 'fr');
    const body = expectError(wrong, 401, 'unauthorized');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(body.error.message).toBe('Le nom d’utilisateur ou le mot de passe n’est pas valable. Données d’accès oubliées ? Demandez-les par e-mail.');
  });

  it('takes about as long for an unknown username as for a wrong password (a dummy hash is verified)', async () => {
    const { payload } = await registerCustomer(t.app);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await time(payload.username));
      unknown.push(await time(`ghost-${i}`));
    }
    // argon2 dominates both: an unknown name must not answer in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeGreaterThan(5);
  });

  it('requires username and password', async () => {
    const body = expectError(await t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: {} }), 400, 'validation_failed');
    expect(body.error.fields).toEqual({ username: ['Pflichtfeld'], password: ['Pflichtfeld'] });
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: { username: 'a', password: 'b', remember: true } }),
      400,
      'validation_failed',
    );
  });
});

describe('bearer tokens', () => {
  it('are accepted only from the Authorization header, and expire 7 days after login', async () => {
    const { token } = await registerCustomer(t.app);
    expectError(await t.app.inject({ url: '/api/selfcare/data' }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: '/api/selfcare/data', cookies: { auth: token, token } }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: `/api/selfcare/data?token=${token}` }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: '/api/selfcare/data', headers: { authorization: `Basic ${token}` } }), 401, 'unauthorized');
    t.clock.advance(7 * DAY - 60_000);
    expect((await data(token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expectError(await data(token), 401, 'unauthorized');
  });

  it('are not extended by use (absolute expiry)', async () => {
    const { token } = await registerCustomer(t.app);
    for (let day = 1; day < 7; day += 1) {
      t.clock.advance(DAY);
      expect((await data(token)).statusCode).toBe(200);
    }
    t.clock.advance(DAY);
    expectError(await data(token), 401, 'unauthorized');
  });

  it('are revoked by logout, which only ends that one session', async () => {
    const { token, payload } = await registerCustomer(t.app);
    const second = AuthToken.parse((await login(payload.username, payload.password, '10.2.1.1')).json()).token;
    const out = await t.app.inject({ method: 'POST', url: '/api/selfcare/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'ok' });
    expectError(await data(token), 401, 'unauthorized');
    expect((await data(second)).statusCode).toBe(200);
    // Logging out again, or without a token, is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/selfcare/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/selfcare/logout' })).statusCode).toBe(200);
  });
});

describe('login throttling', () => {
  it('refuses the 11th attempt for one username from one IP with 429, even with the right password', async () => {
    const { payload } = await registerCustomer(t.app);
    for (let i = 0; i < 10; i += 1) expectError(await login(payload.username, `wrong ${i}`, '10.3.0.1'), 401, 'unauthorized');
    const refused = await login(payload.username, payload.password, '10.3.0.1');
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    // The owner elsewhere is not locked out, and the window ends after 15 minutes.
    expect((await login(payload.username, payload.password, '10.3.0.2')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await login(payload.username, payload.password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('does not count successful logins against anyone', async () => {
    const { payload } = await registerCustomer(t.app);
    for (let i = 0; i < 15; i += 1) expect((await login(payload.username, payload.password, '10.4.0.1')).statusCode).toBe(200);
  });

  it('refuses an IP after 100 failed attempts across usernames', async () => {
    const { payload } = await registerCustomer(t.app);
    const ip = '10.5.0.1';
    for (let i = 0; i < 100; i += 1) expect((await login(`guess-${i % 20}`, 'x', ip)).statusCode).toBe(401);
    const refused = await login(payload.username, payload.password, ip);
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(payload.username, payload.password, '10.5.0.2')).statusCode).toBe(200);
  }, 60_000);

  it('slows guesses at one account spread over many IPs: after 20 failures a try from a new device waits (403 login_challenge + Retry-After); after the wait the right password logs in', async () => {
    const { payload } = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    for (let i = 0; i < 20; i += 1) expectError(await login(payload.username, `wrong ${i}`, `10.20.${i}.1`), 401, 'unauthorized');
    const early = await login(String(payload.username).toUpperCase(), payload.password, '10.20.99.1');
    expect(expectError(early, 403, 'login_challenge').error.message).toBe(serverCatalogues.de['api.error.loginChallenge']);
    expect(early.headers['retry-after']).toBe('1');
    // Only this account waits.
    expect((await login(other.payload.username, other.payload.password, '10.20.99.1')).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await login(payload.username, payload.password, '10.20.99.1')).statusCode).toBe(200);
    // The success cleared the count: the next failures are free again.
    for (let i = 0; i < 3; i += 1) expectError(await login(payload.username, 'wrong again', `10.21.${i}.1`), 401, 'unauthorized');
    expect((await login(payload.username, payload.password, '10.21.99.1')).statusCode).toBe(200);
  }, 60_000);

  it('doubles the wait with each failure up to 15 minutes; refused tries do not lengthen it; the right password after the wait still works', async () => {
    const { payload } = await registerCustomer(t.app);
    for (let i = 0; i < 20; i += 1) expectError(await login(payload.username, `wrong ${i}`, `10.22.${i}.1`), 401, 'unauthorized');
    let wait = 1;
    for (let n = 0; n < 11; n += 1) {
      for (const ip of [`10.23.${n}.1`, `10.23.${n}.2`]) {
        const refused = await login(payload.username, payload.password, ip);
        expectError(refused, 403, 'login_challenge');
        expect(refused.headers['retry-after'], `after ${20 + n} failures`).toBe(String(wait));
      }
      t.clock.advance(wait * 1000);
      expectError(await login(payload.username, `wrong after ${n}`, `10.23.${n}.3`), 401, 'unauthorized');
      wait = Math.min(15 * 60, wait * 2);
    }
    expect(wait).toBe(15 * 60);
    expect((await login(payload.username, payload.password, '10.24.0.1')).headers['retry-after']).toBe(String(15 * 60));
    t.clock.advance(15 * 60_000);
    expect((await login(payload.username, payload.password, '10.24.0.1')).statusCode).toBe(200);
  }, 60_000);

  it('counts unknown usernames alike, so the answers do not tell which exist', async () => {
    for (let i = 0; i < 20; i += 1) expectError(await login('nobody-at-all', `wrong ${i}`, `10.25.${i}.1`), 401, 'unauthorized');
    const refused = await login('nobody-at-all', 'anything', '10.25.99.1');
    expectError(refused, 403, 'login_challenge');
    expect(refused.headers['retry-after']).toBe('1');
  }, 60_000);

  it('lets one of many parallel tries through when a wait ends, not all of them', async () => {
    const { payload } = await registerCustomer(t.app);
    for (let i = 0; i < 20; i += 1) expectError(await login(payload.username, `wrong ${i}`, `10.26.${i}.1`), 401, 'unauthorized');
    t.clock.advance(1000);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => login(payload.username, `parallel ${i}`, `10.27.${i}.1`)));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([401, 403, 403, 403, 403, 403]);
  }, 60_000);

  it('counts parallel guesses at one account before checking them: 20 answer whether they were right, the rest wait; nothing answers 500', async () => {
    const { payload } = await registerCustomer(t.app);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(payload.username, `burst ${i}`, `10.30.${i}.1`)));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([...Array(20).fill(401), ...Array(10).fill(403)]);
    for (const answer of answers.filter((a) => a.statusCode === 403)) expect(answer.headers['retry-after']).toBe('1');
    const next = await login(payload.username, 'one more', '10.31.0.1');
    expectError(next, 403, 'login_challenge');
  }, 60_000);

  it('forgets the failures of an account a day after its last try', async () => {
    const { payload } = await registerCustomer(t.app);
    for (let i = 0; i < 25; i += 1) {
      expectError(await login(payload.username, `wrong ${i}`, `10.28.${i}.1`), 401, 'unauthorized');
      t.clock.advance(16 * 60_000);
    }
    t.clock.advance(24 * 3600_000);
    // Counted from 1 again: 19 more failures and no wait yet.
    for (let i = 0; i < 19; i += 1) expectError(await login(payload.username, `again ${i}`, `10.29.${i}.1`), 401, 'unauthorized');
    expect((await login(payload.username, payload.password, '10.29.99.1')).statusCode).toBe(200);
  }, 60_000);
});

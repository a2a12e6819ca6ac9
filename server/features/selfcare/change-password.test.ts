import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthToken } from '../../../shared/api/selfcare';
import { expectError } from '../../test/expect-error';
import { bearer, createSelfcareTestApp, registerCustomer, type SelfcareTestApp } from './test-helpers';

let t: SelfcareTestApp;
beforeAll(async () => {
  t = await createSelfcareTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase 7';
const change = (token: string, payload: Record<string, unknown>, locale = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/selfcare/password', payload, headers: { ...bearer(token), 'accept-language': locale } });
const login = (username: unknown, password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: { username, password }, remoteAddress: '10.9.0.1' });
const data = (token: string) => t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) });

describe('POST /api/selfcare/password', () => {
  it('needs the current password, refuses a weak or unconfirmed new one, and ends every other session', async () => {
    const { payload, token } = await registerCustomer(t.app);
    const other = AuthToken.parse((await login(payload.username, payload.password)).json()).token;

    const wrong = await change(token, { currentPassword: 'not it', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }, 'fr');
    expect(expectError(wrong, 400, 'validation_failed').error.fields).toEqual({ currentPassword: ['Le mot de passe actuel n’est pas correct.'] });
    const unconfirmed = await change(token, { currentPassword: payload.password, password: NEW_PASSWORD, passwordConfirmation: 'other' });
    expect(Object.keys(expectError(unconfirmed, 400, 'validation_failed').error.fields ?? {})).toEqual(['passwordConfirmation']);
    const weak = await change(token, { currentPassword: payload.password, password: String(payload.username), passwordConfirmation: String(payload.username) });
    expect(Object.keys(expectError(weak, 400, 'validation_failed').error.fields ?? {})).toEqual(['password']);
    // Nothing changed so far: both sessions still work.
    expect((await data(other)).statusCode).toBe(200);

    const done = await change(token, { currentPassword: payload.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(done.json()).toEqual({ status: 'ok' });
    expect((await data(token)).statusCode).toBe(200);
    expect((await data(other)).statusCode).toBe(401);
    expectError(await login(payload.username, payload.password), 401, 'unauthorized');
    expect((await login(payload.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('waits per session after 5 wrong current passwords, and is not held back by guesses at the login page', async () => {
    const { payload, token } = await registerCustomer(t.app);
    const other = AuthToken.parse((await login(payload.username, payload.password)).json()).token;
    for (let i = 0; i < 30; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/selfcare/login',
        remoteAddress: `10.9.1.${i + 1}`,
        payload: { username: payload.username, password: `guess-${i}-xyz` },
      });
    for (let i = 0; i < 5; i += 1)
      expectError(await change(token, { currentPassword: `wrong ${i}`, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }), 400, 'validation_failed');
    const waiting = await change(token, { currentPassword: payload.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expectError(waiting, 429, 'rate_limited');
    const done = await change(other, { currentPassword: payload.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(done.json()).toEqual({ status: 'ok' });
  });

  it('is for logged-in customers only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/selfcare/password',
      payload: { currentPassword: 'x', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expectError(res, 401, 'unauthorized');
  });
});

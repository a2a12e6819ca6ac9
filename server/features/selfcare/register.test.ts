import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLanguages } from '../../../shared/api/languages';
import { KnownFromOption } from '../../../shared/api/selfcare';
import { catalogues } from '../../../shared/i18n/messages';
import { expectError } from '../../test/expect-error';
import { bearer, createSelfcareTestApp, registerCustomer, registration, type SelfcareTestApp } from './test-helpers';

let t: SelfcareTestApp;
let options: KnownFromOption[];
let ip = 0;
beforeAll(async () => {
  t = await createSelfcareTestApp({ PUBLIC_URL: 'https://shop.example' });
  options = z.array(KnownFromOption).parse((await t.app.inject({ url: '/api/selfcare/knownFromOptions' })).json());
});
afterAll(() => t.close());

/** Posts a registration from its own IP (the per-IP limit is not under test here). */
function post(payload: Record<string, unknown>, locale = 'de') {
  ip += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/selfcare/register',
    payload,
    headers: { 'accept-language': locale },
    remoteAddress: `10.1.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}

/** Registers with the overrides, expects 400 validation_failed and answers the field messages. */
async function fieldsOf(overrides: Record<string, unknown>, locale = 'de') {
  return expectError(await post(registration(overrides), locale), 400, 'validation_failed').error.fields;
}

const de = catalogues.de;

describe('POST /api/selfcare/register: success', () => {
  it('creates the customer, logs them in and keeps the data as sent', async () => {
    const { token, customer_id, payload } = await registerCustomer(t.app, { birthdate: '01.12.1970', mobile: '079 000 00 00' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const data = (await t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) })).json();
    expect(data.customer_id).toBe(customer_id);
    expect(data.username).toBe(payload.username);
    expect(data.contact).toMatchObject({ firstname: 'Anna', lastname: 'Muster', birthdate: '01.12.1970', mobile: '079 000 00 00', company: null });
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ address1: 'Bahnhofstrasse 1', zipcode: '6039', city: 'Root', isDefault: true });
    expect(data.hasNewsletterSubscription).toBe(1);
  });

  it('accepts a company with its name, and the optional fields left out', async () => {
    const payload = registration({ type: 'company', company: 'Atelier AG' });
    for (const key of ['department', 'birthdate', 'address2', 'mobile', 'knownFrom', 'knownFromDetail', 'registerReferrer', 'hasNewsletterSubscription'])
      delete payload[key];
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(200);
    const data = (await t.app.inject({ url: '/api/selfcare/data', headers: bearer(res.json().token) })).json();
    expect(data.type).toBe('company');
    expect(data.contact.company).toBe('Atelier AG');
    expect(data.hasNewsletterSubscription).toBe(0);
  });

  it('keeps knownFromDetail only when the chosen option asks a question', async () => {
    const withQuestion = options.find((o) => o.question !== null) as KnownFromOption;
    const without = options.find((o) => o.question === null) as KnownFromOption;
    expect((await post(registration({ knownFrom: withQuestion.id, knownFromDetail: 'Eva' }))).statusCode).toBe(200);
    expect((await post(registration({ knownFrom: without.id, knownFromDetail: 'ignored' }))).statusCode).toBe(200);
  });

  it('accepts an external referrer and a language chosen by id', async () => {
    const languages = getLanguages.response.parse((await t.app.inject({ url: '/api/languages' })).json());
    const fr = languages.find((l) => l.code === 'fr')?.id as number;
    const res = await post(registration({ registerReferrer: 'https://partner.example/blog?x=1', language_id: fr }));
    expect(res.statusCode, res.body).toBe(200);
    const data = (await t.app.inject({ url: '/api/selfcare/data', headers: bearer(res.json().token) })).json();
    expect(data.language).toBe('fr');
  });
});

describe('POST /api/selfcare/register: every rule and its message', () => {
  it.each(['type', 'language_id', 'sex', 'firstname', 'lastname', 'address1', 'city', 'phone', 'username', 'password', 'zipcode', 'email'])(
    'requires %s',
    async (field) => {
      const payload = registration();
      delete payload[field];
      const body = expectError(await post(payload), 400, 'validation_failed');
      expect(body.error.fields).toEqual({ [field]: [de['validation.required']] });
      expect(body.error.message).toBe('Bitte überprüfen Sie Ihre Eingaben.');
    },
  );

  it.each(['firstname', 'lastname', 'address1', 'city', 'phone', 'username', 'password', 'zipcode', 'email'])('refuses %s empty or blank', async (field) => {
    expect(await fieldsOf({ [field]: field === 'password' ? '' : '   ' })).toEqual({ [field]: [de['validation.required']] });
  });

  it('requires company only for type company', async () => {
    expect(await fieldsOf({ type: 'company', company: '' })).toEqual({ company: [de['validation.companyRequired']] });
    expect(await fieldsOf({ type: 'company', company: '', zipcode: '12' })).toEqual({
      company: [de['validation.companyRequired']],
      zipcode: [de['validation.zip']],
    });
  });

  it.each(['123', '12345', 'abcd', '12 3', 6039])('refuses the zip code %j (exactly 4 digits)', async (zipcode) => {
    expect(await fieldsOf({ zipcode })).toEqual({ zipcode: [de['validation.zip']] });
  });

  it.each(['anna', 'anna@', '@example.ch', 'anna@example', 'an na@example.ch'])('refuses the e-mail %j', async (email) => {
    expect(await fieldsOf({ email })).toEqual({ email: [de['validation.email']] });
  });

  it.each([
    '31.02.1990',
    '29.02.1990',
    '00.01.1990',
    '32.01.1990',
    '01.13.1990',
    '01.00.1990',
    '01.01.1899',
    '01.01.2100',
    '1.1.1990',
    '1990-01-01',
    '01.01.90',
  ])('refuses the birthdate %j', async (birthdate) => {
    expect(await fieldsOf({ birthdate })).toEqual({ birthdate: [de['validation.birthdate']] });
  });

  it.each(['29.02.2000', '31.12.2099', '01.01.1900', ''])('accepts the birthdate %j', async (birthdate) => {
    expect((await post(registration({ birthdate }))).statusCode).toBe(200);
  });

  it('knows the sex values f and m, the types private and company, newsletter 1 and 0', async () => {
    expect(await fieldsOf({ sex: 'x' })).toEqual({ sex: [de['validation.sex']] });
    expect(await fieldsOf({ type: 'person' })).toEqual({ type: [de['validation.type']] });
    expect(await fieldsOf({ hasNewsletterSubscription: true })).toEqual({ hasNewsletterSubscription: [de['validation.newsletter']] });
    expect(await fieldsOf({ hasNewsletterSubscription: 2 })).toEqual({ hasNewsletterSubscription: [de['validation.newsletter']] });
    expect((await post(registration({ hasNewsletterSubscription: 0, sex: 'm' }))).statusCode).toBe(200);
  });

  it('refuses an unknown language and an unknown knownFrom option', async () => {
    expect(await fieldsOf({ language_id: 999 })).toEqual({ language_id: [de['validation.languageId']] });
    expect(await fieldsOf({ language_id: 'de' })).toEqual({ language_id: [de['validation.languageId']] });
    expect(await fieldsOf({ knownFrom: 999 })).toEqual({ knownFrom: [de['validation.knownFrom']] });
    expect(await fieldsOf({ knownFrom: 'google' })).toEqual({ knownFrom: [de['validation.knownFrom']] });
  });

  it('refuses common and guessable passwords with the reason in the request language (judged on the server)', async () => {
    expect(await fieldsOf({ password: 'password12' })).toEqual({ password: [de['validation.passwordTooCommon']] });
    expect(await fieldsOf({ password: 'Passwort123' }, 'fr')).toEqual({ password: [catalogues.fr['validation.passwordTooCommon']] });
    expect(await fieldsOf({ password: ' '.repeat(10) })).toEqual({ password: [de['validation.passwordTooGuessable'], de['validation.passwordHint.repeats']] });
    expect(await fieldsOf({ password: 'qwertzuiop' }, 'it')).toEqual({
      password: [catalogues.it['validation.passwordTooGuessable'], catalogues.it['validation.passwordHint.keyboard']],
    });
    expect(await fieldsOf({ username: 'zumbrunnen1988', password: 'zumbrunnen1988' })).toEqual({
      password: [de['validation.passwordTooGuessable'], de['validation.passwordHint.personal']],
    });
  });

  it('stores a referrer only from an external site', async () => {
    expect(await fieldsOf({ registerReferrer: 'https://shop.example/de/leinwand' })).toEqual({ registerReferrer: [de['validation.referrer']] });
    expect(await fieldsOf({ registerReferrer: 'HTTPS://SHOP.EXAMPLE:443/' })).toEqual({ registerReferrer: [de['validation.referrer']] });
    expect(await fieldsOf({ registerReferrer: 'javascript:alert(1)' })).toEqual({ registerReferrer: [de['validation.referrer']] });
  });

  it('checks username and password length, and takes 64+ character passwords as typed', async () => {
    expect(await fieldsOf({ username: 'ab' })).toEqual({ username: [de['validation.username']] });
    expect(await fieldsOf({ username: 'two words' })).toEqual({ username: [de['validation.username']] });
    expect(await fieldsOf({ password: 'short' })).toEqual({ password: [de['validation.passwordTooShort']] });
    expect(await fieldsOf({ password: 'x'.repeat(1025) })).toEqual({ password: [de['validation.passwordTooLong']] });
    expect(await fieldsOf({ password: ' '.repeat(8) })).toEqual({ password: [de['validation.passwordTooShort']] });
    expect(await fieldsOf({ password: 'Sommer123' })).toEqual({ password: [de['validation.passwordTooShort']] });
    const long = ` Grüezi mitenand: ${'ä'.repeat(60)} Leinwand, Pösterli & Alu-Dibond 2026 `;
    const { payload } = await registerCustomer(t.app, { password: long });
    const ok = await t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: { username: payload.username, password: long } });
    expect(ok.statusCode).toBe(200);
    const trimmed = await t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: { username: payload.username, password: long.trim() } });
    expectError(trimmed, 401, 'unauthorized');
  });

  it('refuses a taken username or e-mail, whatever their case', async () => {
    const { payload } = await registerCustomer(t.app);
    expect(await fieldsOf({ username: String(payload.username).toUpperCase(), email: String(payload.email).toUpperCase() })).toEqual({
      username: [de['validation.usernameTaken']],
      email: [de['validation.emailTaken']],
    });
  });

  it('refuses fields the spec does not name (ids, roles)', async () => {
    const body = expectError(await post(registration({ customer_id: 5, id: 1 } as never)), 400, 'validation_failed');
    expect(Object.keys(body.error.fields ?? {}).toSorted()).toEqual(['customer_id', 'id']);
  });

  it('lists every failing field at once, in the request language', async () => {
    const bad = { zipcode: '1', email: 'x', birthdate: '31.02.2000', sex: '', firstname: '' };
    for (const locale of ['de', 'fr', 'it', 'en'] as const) {
      const body = expectError(await post(registration(bad), locale), 400, 'validation_failed');
      const texts = catalogues[locale];
      expect(body.error.fields).toEqual({
        zipcode: [texts['validation.zip']],
        email: [texts['validation.email']],
        birthdate: [texts['validation.birthdate']],
        sex: [texts['validation.sex']],
        firstname: [texts['validation.required']],
      });
    }
  });

  it('refuses more than 20 registrations an hour from one IP with 429, and lets the next hour in', async () => {
    const statuses: number[] = [];
    // Attempts that pass the schema count, whether they succeed or not (here: an unknown language).
    for (let i = 0; i < 20; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/selfcare/register',
        payload: registration({ language_id: 999 }),
        remoteAddress: '10.200.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/selfcare/register', payload: registration(), remoteAddress: '10.200.0.1' }),
      429,
      'rate_limited',
    );
    expect((await post(registration())).statusCode).toBe(200);
    t.clock.advance(3600_000);
    const later = await t.app.inject({ method: 'POST', url: '/api/selfcare/register', payload: registration(), remoteAddress: '10.200.0.1' });
    expect(later.statusCode).toBe(200);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthToken } from '../../../shared/api/selfcare';
import { getLanguages } from '../../../shared/api/languages';
import { catalogues } from '../../../shared/i18n/messages';
import { mailOutbox } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { type Received, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher';
import { bearer, createSelfcareTestApp, registerCustomer, type SelfcareTestApp } from './test-helpers';
import { retryMailNow } from '../../test/mail-retry';

let smtp: SmtpCatcher;
let inbox: Received[];
let t: SelfcareTestApp;
let ipSeq = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  inbox = smtp.inbox;
  t = await createSelfcareTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Print Atelier <shop@shop.example>', PUBLIC_URL: 'https://shop.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  inbox.length = 0;
});

function linkIn(mail: Received): { url: string; contactId: number; accessKey: string; lang: string } {
  const match = /https:\/\/shop\.example\/(de|fr|it|en)\/customer\/newpassword\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no new-password link in\n${mail.raw}`);
  return { url: match[0], lang: match[1] as string, contactId: Number(match[2]), accessKey: match[3] as string };
}

/** Asks for the credentials and waits for the mail worker's pass, so the inbox holds what was sent. */
async function requestCredentials(email: unknown, remoteAddress?: string, host?: string) {
  ipSeq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/selfcare/lostcredentials',
    payload: { email },
    remoteAddress: remoteAddress ?? `10.6.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`,
    headers: host ? { host } : {},
  });
  await t.app.mail.flush();
  return res;
}

function setPassword(body: Record<string, unknown>) {
  ipSeq += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/selfcare/lostcredentials/newpassword',
    payload: body,
    remoteAddress: `10.7.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`,
  });
}

const login = (username: unknown, password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: { username, password }, remoteAddress: `10.8.0.${(ipSeq % 250) + 1}` });

describe('POST /api/selfcare/lostcredentials', () => {
  it('mails the username and a new-password link built from PUBLIC_URL (never the Host header) in the customer language', async () => {
    const languages = getLanguages.response.parse((await t.app.inject({ url: '/api/languages' })).json());
    const italian = languages.find((l) => l.code === 'it')?.id;
    const { payload } = await registerCustomer(t.app, { language_id: italian });
    const res = await requestCredentials(String(payload.email).toUpperCase(), undefined, 'evil.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(inbox).toHaveLength(1);
    const mail = inbox[0] as Received;
    expect(mail.to).toEqual([payload.email]);
    expect(mail.raw).toMatch(/^From: Print Atelier <shop@shop\.example>/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const { text } = mail;
    expect(text).toContain(String(payload.username));
    expect(text).toContain('Imposta una nuova password');
    expect(text).not.toContain('evil.example');
    const link = linkIn(mail);
    expect(link.lang).toBe('it');
    expect(link.accessKey.length).toBeGreaterThanOrEqual(43);
  });

  it('answers notfound for an unknown address: the answers differ only in status', async () => {
    const { payload } = await registerCustomer(t.app);
    const found = await requestCredentials(payload.email);
    const missing = await requestCredentials('nobody@example.ch');
    expect(missing.statusCode).toBe(found.statusCode);
    expect(missing.json()).toEqual({ status: 'notfound' });
    expect(Object.keys(missing.json())).toEqual(Object.keys(found.json()));
    const headersOf = (res: typeof found) =>
      Object.keys(res.headers)
        .filter((h) => h !== 'date' && h !== 'content-length')
        .toSorted();
    expect(headersOf(missing)).toEqual(headersOf(found));
    expect(inbox).toHaveLength(1);
  });

  it('requires a valid e-mail', async () => {
    const body = expectError(await requestCredentials('not-an-email'), 400, 'validation_failed');
    expect(body.error.fields).toEqual({ email: [catalogues.de['validation.email']] });
    expectError(await requestCredentials(''), 400, 'validation_failed');
  });

  it('limits mails to one address (3 an hour) and requests from one IP (10 an hour) with the same 429', async () => {
    const { payload } = await registerCustomer(t.app);
    for (let i = 0; i < 3; i += 1) expect((await requestCredentials(payload.email)).statusCode).toBe(200);
    const target = expectError(await requestCredentials(payload.email), 429, 'rate_limited');
    expect(inbox).toHaveLength(3);
    for (let i = 0; i < 10; i += 1) expect((await requestCredentials(`someone${i}@example.ch`, '10.66.0.1')).statusCode).toBe(200);
    const ip = expectError(await requestCredentials('someone-else@example.ch', '10.66.0.1'), 429, 'rate_limited');
    expect(ip).toEqual(target);
    t.clock.advance(3600_000);
    expect((await requestCredentials(payload.email)).statusCode).toBe(200);
  });

  it('lets RATE_LIMIT_IP_FACTOR widen the per-IP limit, never the per-address one', async () => {
    const wide = await createSelfcareTestApp({ RATE_LIMIT_IP_FACTOR: '2', LOG_LEVEL: 'silent' });
    try {
      const ask = (email: string) => wide.app.inject({ method: 'POST', url: '/api/selfcare/lostcredentials', payload: { email }, remoteAddress: '10.67.0.1' });
      for (let i = 0; i < 20; i += 1) expect((await ask(`wide${i}@example.ch`)).statusCode).toBe(200);
      expectError(await ask('wide-more@example.ch'), 429, 'rate_limited');
      const { payload } = await registerCustomer(wide.app);
      const registered = String(payload.email);
      const fromElsewhere = (email: string) =>
        wide.app.inject({ method: 'POST', url: '/api/selfcare/lostcredentials', payload: { email }, remoteAddress: '10.67.0.2' });
      for (let i = 0; i < 3; i += 1) expect((await fromElsewhere(registered)).statusCode).toBe(200);
      expectError(await fromElsewhere(registered), 429, 'rate_limited');
    } finally {
      await wide.close();
    }
  });

  it('answers ok while the mail server refuses mail, and the mail follows once it takes mail again', async () => {
    const { payload } = await registerCustomer(t.app);
    smtp.refusing = true;
    const res = await requestCredentials(payload.email);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(inbox).toHaveLength(0);
    const [waiting] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, String(payload.email)), eq(mailOutbox.status, 'pending')));
    expect(waiting?.sendError).toMatch(/451|temporarily/);
    smtp.refusing = false;
    await retryMailNow(t.app);
    expect(inbox.map((m) => m.to)).toEqual([[payload.email]]);
    expect(linkIn(inbox[0] as Received).accessKey.length).toBeGreaterThanOrEqual(43);
  });

  it('keeps for staff the text the customer received, with the key masked', async () => {
    const { payload, link } = await mailedKey();
    const [sent] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, String(payload.email)));
    expect(sent?.receivedText).toContain(`/newpassword/${link.contactId}/•••`);
    expect(sent?.receivedText).not.toContain(link.accessKey);
    expect(sent?.receivedText).not.toContain(encodeURIComponent(link.accessKey));
  });
});

/** A registered customer with a fresh access key from a lost-credentials mail. */
async function mailedKey() {
  const customer = await registerCustomer(t.app);
  expect((await requestCredentials(customer.payload.email)).statusCode).toBe(200);
  return { ...customer, link: linkIn(inbox.at(-1) as Received) };
}

describe('POST /api/selfcare/lostcredentials/newpassword', () => {
  it('sets the new password once, ends every session, and refuses a second use of the key', async () => {
    const { payload, token, link } = await mailedKey();
    const body = { contactId: link.contactId, accessKey: link.accessKey, password: 'a brand new passphrase', passwordConfirmation: 'a brand new passphrase' };
    const res = await setPassword(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expectError(await t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) }), 401, 'unauthorized');
    expectError(await login(payload.username, payload.password), 401, 'unauthorized');
    const fresh = AuthToken.parse((await login(payload.username, 'a brand new passphrase')).json());
    expect(fresh.customer_id).toBeGreaterThan(0);
    const again = expectError(await setPassword({ ...body, password: 'yet another one!', passwordConfirmation: 'yet another one!' }), 404, 'not_found');
    expect(again.error.message).toBe(catalogues.de['selfcare.resetLinkInvalid']);
    expect((await login(payload.username, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('refuses an expired key (one hour)', async () => {
    const { link } = await mailedKey();
    t.clock.advance(3600_000);
    const body = { contactId: link.contactId, accessKey: link.accessKey, password: 'too late for this', passwordConfirmation: 'too late for this' };
    expectError(await setPassword(body), 404, 'not_found');
  });

  it("refuses a key with another contact's id, and a made-up key", async () => {
    const { link } = await mailedKey();
    const other = await mailedKey();
    const body = { password: 'some new password', passwordConfirmation: 'some new password' };
    expectError(await setPassword({ ...body, contactId: other.link.contactId, accessKey: link.accessKey }), 404, 'not_found');
    expectError(await setPassword({ ...body, contactId: link.contactId, accessKey: 'A'.repeat(43) }), 404, 'not_found');
    expect((await setPassword({ ...body, contactId: link.contactId, accessKey: link.accessKey })).statusCode).toBe(200);
  });

  it("says 'Password stimmt nicht überein' when the confirmation differs, and checks the password rules", async () => {
    const { link, payload } = await mailedKey();
    const base = { contactId: link.contactId, accessKey: link.accessKey };
    const mismatch = expectError(await setPassword({ ...base, password: 'first version!', passwordConfirmation: 'second version' }), 400, 'validation_failed');
    expect(mismatch.error.fields).toEqual({ passwordConfirmation: ['Password stimmt nicht überein'] });
    const short = expectError(await setPassword({ ...base, password: 'short', passwordConfirmation: 'short' }), 400, 'validation_failed');
    expect(short.error.fields).toEqual({ password: [catalogues.de['validation.passwordTooShort']] });
    const common = expectError(await setPassword({ ...base, password: 'password12', passwordConfirmation: 'password12' }), 400, 'validation_failed');
    expect(common.error.fields).toEqual({ password: [catalogues.de['validation.passwordTooCommon']] });
    const own = expectError(
      await setPassword({ ...base, password: String(payload.email), passwordConfirmation: String(payload.email) }),
      400,
      'validation_failed',
    );
    expect(own.error.fields).toEqual({ password: [catalogues.de['validation.passwordTooGuessable'], catalogues.de['validation.passwordHint.personal']] });
    // The key survives refused attempts.
    expect((await setPassword({ ...base, password: 'finally right', passwordConfirmation: 'finally right' })).statusCode).toBe(200);
  });

  it('a broken link says so before the password is judged', async () => {
    const { link } = await mailedKey();
    expectError(
      await setPassword({ contactId: link.contactId, accessKey: 'A'.repeat(43), password: 'password12', passwordConfirmation: 'password12' }),
      404,
      'not_found',
    );
  });

  it('ends the wait of guesses at the account: the owner logs in at once with the new password', async () => {
    const { payload, link } = await mailedKey();
    for (let i = 0; i < 20; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/selfcare/login',
        payload: { username: payload.username, password: `guess ${i}` },
        remoteAddress: `10.9.${i}.9`,
      });
      expectError(res, 401, 'unauthorized');
    }
    expectError(await login(payload.username, payload.password), 403, 'login_challenge');
    expect(
      (
        await setPassword({
          contactId: link.contactId,
          accessKey: link.accessKey,
          password: 'ein ganz neues Passwort',
          passwordConfirmation: 'ein ganz neues Passwort',
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(payload.username, 'ein ganz neues Passwort')).statusCode).toBe(200);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the mail in the outbox table', async () => {
    const embedded = await createSelfcareTestApp();
    try {
      const { payload } = await registerCustomer(embedded.app);
      const res = await embedded.app.inject({ method: 'POST', url: '/api/selfcare/lostcredentials', payload: { email: payload.email } });
      expect(res.json()).toEqual({ status: 'ok' });
      await embedded.app.mail.flush();
      const rows = await embedded.app.db.query.mailOutbox.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('kept');
      expect(rows[0]?.recipient).toBe(payload.email);
      expect(rows[0]?.textBody).toMatch(/http:\/\/shop\.test\/de\/customer\/newpassword\/\d+\/[A-Za-z0-9_-]{43}/);
      expect(rows[0]?.htmlBody).toContain('<a href="http://shop.test/de/customer/newpassword/');
    } finally {
      await embedded.close();
    }
  });
});

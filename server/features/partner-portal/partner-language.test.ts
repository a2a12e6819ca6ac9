import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PartnerMe } from '../../../shared/api/partner-portal';
import { mailOutbox } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { insertPartner } from '../partner-ledger/test-helpers';
import { staffSession } from '../staff/test-helpers';
import { PARTNER_PASSWORD, partnerCookieOf, portalSession } from './test-helpers';

/* The portal language is the person's, kept on its login: chosen once, it holds at the next login anywhere. */
const t = useTestApp();
const office = { cookie: '' };
let partnerId = 0;

beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  partnerId = await insertPartner(t.database.db, 'Atelier Lac');
});

describe('the portal language', () => {
  it('starts as the invite’s, is changed by the person and holds at a login from another browser', async () => {
    const email = 'lang@atelier-lac.example';
    const session = await portalSession(t.app, office, partnerId, email);
    expect(PartnerMe.parse((await t.app.inject({ url: '/api/partner/me', headers: session })).json()).language).toBe('fr');

    const chosen = await t.app.inject({ method: 'PUT', url: '/api/partner/me/language', headers: session, payload: { language: 'it' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(PartnerMe.parse(chosen.json()).language).toBe('it');

    const login = await t.app.inject({ method: 'POST', url: '/api/partner/login', payload: { email, password: PARTNER_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    expect(PartnerMe.parse(login.json()).language).toBe('it');
    const other = partnerCookieOf(login.headers['set-cookie']);
    expect(PartnerMe.parse((await t.app.inject({ url: '/api/partner/me', headers: other })).json()).language).toBe('it');
  });

  it('names the language in the invite’s link, so the portal opens in it before any login', async () => {
    const email = 'link@atelier-lac.example';
    await portalSession(t.app, office, partnerId, email);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.textBody).toMatch(/\/partner\/password\/[A-Za-z0-9_-]+\?lang=fr/);
  });

  it('keeps the person’s language when staff invite it again without choosing one, and mails the invite in it', async () => {
    const email = 'again@atelier-lac.example';
    const session = await portalSession(t.app, office, partnerId, email);
    await t.app.inject({ method: 'PUT', url: '/api/partner/me/language', headers: session, payload: { language: 'it' } });
    const invite = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/partners/${partnerId}/portal-invite`,
        headers: office,
        payload: { email, ...(language ? { language } : {}) },
      });
    const latestMail = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1))[0]?.textBody;
    const language = async () => PartnerMe.parse((await t.app.inject({ url: '/api/partner/me', headers: session })).json()).language;

    expect((await invite()).statusCode).toBe(200);
    expect(await language()).toBe('it');
    expect(await latestMail()).toMatch(/\?lang=it/);

    expect((await invite('en')).statusCode).toBe(200);
    expect(await language()).toBe('en');
    expect(await latestMail()).toMatch(/\?lang=en/);
  });

  it('gives a new person invited without a language the partner’s', async () => {
    const email = 'new@atelier-lac.example';
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/partners/${partnerId}/portal-invite`, headers: office, payload: { email } })).statusCode,
    ).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.textBody).toMatch(/\?lang=fr/); // insertPartner's language
  });

  it('takes only a language of the shop, and only with a session', async () => {
    const session = await portalSession(t.app, office, partnerId, 'other@atelier-lac.example');
    expectError(
      await t.app.inject({ method: 'PUT', url: '/api/partner/me/language', headers: session, payload: { language: 'es' } }),
      400,
      'validation_failed',
    );
    expectError(await t.app.inject({ method: 'PUT', url: '/api/partner/me/language', payload: { language: 'de' } }), 401, 'unauthorized');
  });
});

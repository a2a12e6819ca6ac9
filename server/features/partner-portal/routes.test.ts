import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PartnerLedgerMonth, PartnerMe, PartnerOrderRow } from '../../../shared/api/partner-portal';
import { auditLog, orders, partners } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { changeOrderStatus } from '../../test/test-order';
import { testClock } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { addStaticItem, confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';
import { insertPartner } from '../partner-ledger/test-helpers';
import { staffSession } from '../staff/test-helpers';
import { inviteToPortal, PARTNER_PASSWORD, partnerCookieOf, portalSession } from './test-helpers';

/*
 * The partner portal through the real routes and PostgreSQL: staff invite, the person sets a password
 * and logs in, sees its partner's orders (never the shopper), ledger and statements, keeps its
 * webhook and origins, and logs out; another partner's data stays out of reach.
 */
const clock = testClock(new Date('2030-03-10T10:00:00Z'));
const t = useTestApp({ NODE_ENV: 'test', PARTNER_WEBHOOK_LOCAL_HTTP: 'true' }, { now: () => clock.now });
const office = { cookie: '' };
let partnerA = 0;
let partnerB = 0;

beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  partnerA = await insertPartner(t.database.db, 'Atelier Lac');
  partnerB = await insertPartner(t.database.db, 'Galerie Berg');
});

/** A guest's paid order of two sample sets attributed to `partnerId`, with the shopper's e-mail `email`. */
async function paidOrder(partnerId: number, email: string) {
  const guest = await newGuest(t.app);
  await addStaticItem(t.app, guest, 2, 'sample-set');
  await prepareGuest(t.app, guest, 'invoice', email);
  const { orderId } = await confirm(t.app, guest);
  await t.database.db.update(orders).set({ partnerId }).where(eq(orders.id, orderId));
  expect((await changeOrderStatus(t.app, office, orderId, { event: 'markPaid' })).statusCode).toBe(200);
  return orderId;
}

describe('the way in', () => {
  it('invites by mail, sets the password with the link once, logs in and out', async () => {
    const key = await inviteToPortal(t.app, office, partnerA, 'shop@atelier-lac.example');
    const set = await t.app.inject({ method: 'POST', url: '/api/partner/password', payload: { key, password: PARTNER_PASSWORD } });
    expect(set.statusCode, set.body).toBe(200);
    expect(PartnerMe.parse(set.json()).partner.name).toBe('Atelier Lac');
    const setCookie = String(set.headers['set-cookie']);
    expect(setCookie).toMatch(/partner_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax/);
    expectError(await t.app.inject({ method: 'POST', url: '/api/partner/password', payload: { key, password: PARTNER_PASSWORD } }), 404, 'not_found');

    const login = await t.app.inject({ method: 'POST', url: '/api/partner/login', payload: { email: 'SHOP@atelier-lac.example', password: PARTNER_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const session = partnerCookieOf(login.headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/partner/me', headers: session })).json()).toMatchObject({ email: 'shop@atelier-lac.example' });
    expect((await t.app.inject({ method: 'POST', url: '/api/partner/logout', headers: session })).statusCode).toBe(200);
    expectError(await t.app.inject({ url: '/api/partner/me', headers: session }), 401, 'unauthorized');
  });

  it('audits the invite', async () => {
    await inviteToPortal(t.app, office, partnerA, 'audit@atelier-lac.example');
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner.portalInvite'));
    expect(entries.map((entry) => entry.after)).toContainEqual({ email: 'audit@atelier-lac.example', language: 'fr' });
  });

  it('refuses a weak password with the field at fault and keeps the key', async () => {
    const key = await inviteToPortal(t.app, office, partnerA, 'weak@atelier-lac.example');
    expectError(await t.app.inject({ method: 'POST', url: '/api/partner/password', payload: { key, password: 'password123' } }), 400, 'validation_failed');
    expect((await t.app.inject({ method: 'POST', url: '/api/partner/password', payload: { key, password: PARTNER_PASSWORD } })).statusCode).toBe(200);
  });

  it('refuses to invite an address that is another partner’s login', async () => {
    await inviteToPortal(t.app, office, partnerA, 'twice@example.ch');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partnerB}/portal-invite`,
      headers: office,
      payload: { email: 'twice@example.ch', language: 'de' },
    });
    expectError(res, 409, 'conflict');
  });

  it('refuses a wrong password as an unknown address', async () => {
    await portalSession(t.app, office, partnerA, 'wrong@atelier-lac.example');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'wrong@atelier-lac.example', password: 'not-the-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'nobody@atelier-lac.example', password: 'not-the-password' },
    });
    expectError(wrong, 401, 'unauthorized');
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('an inactive partner', () => {
  it('refuses the login and ends the sessions’ use', async () => {
    const partner = await insertPartner(t.database.db, 'Foto Alt');
    const session = await portalSession(t.app, office, partner, 'shop@foto-alt.example');
    await t.database.db.update(partners).set({ active: false }).where(eq(partners.id, partner));
    expectError(await t.app.inject({ url: '/api/partner/orders', headers: session }), 401, 'unauthorized');
    const login = await t.app.inject({ method: 'POST', url: '/api/partner/login', payload: { email: 'shop@foto-alt.example', password: PARTNER_PASSWORD } });
    expectError(login, 401, 'unauthorized');
  });
});

describe('the partner’s own data', () => {
  let sessionA = { cookie: '' };
  let sessionB = { cookie: '' };
  let orderA = 0;
  let orderB = 0;

  beforeAll(async () => {
    sessionA = await portalSession(t.app, office, partnerA, 'data@atelier-lac.example');
    sessionB = await portalSession(t.app, office, partnerB, 'data@galerie-berg.example');
    orderA = await paidOrder(partnerA, 'shopper-a@private.example');
    orderB = await paidOrder(partnerB, 'shopper-b@private.example');
  });

  it('lists the partner’s orders with their commission and nothing of the shopper', async () => {
    const res = await t.app.inject({ url: '/api/partner/orders', headers: sessionA });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().orders as PartnerOrderRow[];
    expect(rows.map((row) => row.id)).toEqual([orderA]);
    expect(rows[0]).toMatchObject({ status: 'paid' });
    expect(rows[0]!.products).toContainEqual({ name: 'Musterset', quantity: 2 });
    expect(rows[0]!.commissionRappen).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/shopper-a|private\.example|billing|address|email/i);
  });

  it('names the products in the portal’s language, not the shopper’s', async () => {
    for (const [language, name] of [
      ['fr', "Kit d'échantillons"],
      ['it', 'Set di campioni'],
      ['en', 'Sample set'],
    ]) {
      const res = await t.app.inject({ url: '/api/partner/orders', headers: { ...sessionA, 'accept-language': language } });
      const products = (res.json().orders as PartnerOrderRow[])[0]!.products;
      expect(products).toContainEqual({ name, quantity: 2 });
      expect(products.map((product) => product.name).join()).not.toMatch(/Musterset|Geschenkgutschein/);
    }
  });

  it('pages the orders by `before`', async () => {
    const res = await t.app.inject({ url: `/api/partner/orders?before=${orderA}`, headers: sessionA });
    expect(res.json()).toEqual({ orders: [] });
  });

  it('shows the month’s ledger and hands out its statement as PDF and CSV', async () => {
    const ledger = PartnerLedgerMonth.parse((await t.app.inject({ url: '/api/partner/ledger?month=2030-03', headers: sessionA })).json());
    expect(ledger.rows.map((row) => row.orderId)).toEqual([orderA]);
    const pdf = await t.app.inject({ url: '/api/partner/statement.pdf?month=2030-03', headers: sessionA });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await t.app.inject({ url: '/api/partner/statement.csv?month=2030-03', headers: sessionA });
    expect(csv.statusCode).toBe(200);
    const [number] = (await t.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderA))).map((row) => row.number);
    expect(csv.body).toContain(number);
  });

  it('keeps B’s orders, ledger and settings out of A’s answers (IDOR)', async () => {
    const [numberB] = (await t.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderB))).map((row) => row.number);
    const answers = await Promise.all(
      [
        '/api/partner/orders',
        '/api/partner/ledger?month=2030-03',
        '/api/partner/statement.csv?month=2030-03',
        '/api/partner/webhook',
        '/api/partner/origins',
      ].map((url) => t.app.inject({ url, headers: sessionA })),
    );
    const secretB = (await t.app.inject({ url: '/api/partner/webhook', headers: sessionB })).json().secret as string;
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(numberB);
      expect(answer.body).not.toContain(secretB);
    }
  });

  it('ignores a partner named in the request', async () => {
    const res = await t.app.inject({ url: `/api/partner/orders?partner=${partnerB}`, headers: sessionA });
    expectError(res, 400, 'validation_failed');
  });

  it('saves the webhook URL, rolls the secret and sends a test event', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/partner/webhook', headers: sessionA, payload: { url: 'http://127.0.0.1:9/hooks' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().url).toBe('http://127.0.0.1:9/hooks');
    const before = saved.json().secret as string;
    const rolled = await t.app.inject({ method: 'POST', url: '/api/partner/webhook/secret', headers: sessionA });
    expect(rolled.json().secret).not.toBe(before);
    const ping = await t.app.inject({ method: 'POST', url: '/api/partner/webhook/ping', headers: sessionA });
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json()).toMatchObject({ type: 'ping', partner: { id: partnerA } });
  });

  it('refuses a webhook URL that is not https', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/partner/webhook', headers: sessionA, payload: { url: 'http://example.com/hooks' } });
    expectError(res, 400, 'validation_failed');
  });

  it('edits the allowed origins under the back office’s rules', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/api/partner/origins', headers: sessionA, payload: { origins: ['http://shop.example'] } });
    expectError(bad, 400, 'validation_failed');
    const res = await t.app.inject({ method: 'PUT', url: '/api/partner/origins', headers: sessionA, payload: { origins: ['https://atelier-lac.example'] } });
    expect(res.json()).toEqual({ origins: ['https://atelier-lac.example'] });
    const [row] = await t.database.db.select({ origins: partners.origins }).from(partners).where(eq(partners.id, partnerB));
    expect(row!.origins).toEqual([]);
  });

  it('answers 401 to every portal call without a session', async () => {
    for (const url of [
      '/api/partner/me',
      '/api/partner/orders',
      '/api/partner/ledger?month=2030-03',
      '/api/partner/statement.pdf?month=2030-03',
      '/api/partner/webhook',
    ]) {
      expectError(await t.app.inject({ url }), 401, 'unauthorized');
    }
  });
});

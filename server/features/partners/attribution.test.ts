import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OrderDetail } from '../../../shared/api/checkout';
import { DraftCreated, DRAFT_HEADER, HandoverCreated, PARTNER_HEADER } from '../../../shared/api/partner-drafts';
import type { TouchInput } from '../../../shared/domain/partners/attribution';
import { orders, partners } from '../../db/schema';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { testClock } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { addStaticItem, call, confirm, prepareGuest, prepareRest, type Shopper } from '../checkout/checkout-test-helpers';
import { AuthToken } from '../../../shared/api/selfcare';
import { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { staffSession } from '../staff/test-helpers';
import { bearer, registerCustomer } from '../selfcare/test-helpers';
import { ATTRIBUTION_COOKIE, signAttributionCookie } from './attribution-cookie';

const PARTNER = 'http://partner.test';
const DAY = 24 * 3600 * 1000;
const clock = testClock();
// Partners are written straight to the database here: the origin check reads them at once, not after the cache's second.
const t = useTestApp({ PARTNER_ORIGINS: PARTNER, CATALOGUE_CACHE_MS: '0' }, { now: () => clock.now });

let partnerCount = 0;
async function newPartner(values: { forwardsCampaign?: boolean; active?: boolean } = {}) {
  partnerCount += 1;
  const publicKey = `pk_${String(partnerCount).padStart(24, 'A')}`;
  const [row] = await t.database.db
    .insert(partners)
    .values({ name: `Galerie ${partnerCount}`, contactEmail: `partner${partnerCount}@example.ch`, publicKey, origins: [PARTNER], ...values })
    .returning({ id: partners.id });
  return { id: row!.id, key: publicKey };
}

const touchOf = (page: string, params: TouchInput['params'] = {}): TouchInput => ({ page, params });
const widgetHeaders = (key: string) => ({ origin: PARTNER, [PARTNER_HEADER]: key });

/** What the widget on the partner page does: a draft started with the first touch, handed over with the last. */
async function handedOver(key: string, first: TouchInput, last: TouchInput): Promise<string> {
  const started = await t.app.inject({ method: 'POST', url: '/api/drafts', headers: widgetHeaders(key), payload: { touch: first } });
  expect(started.statusCode, started.body).toBe(200);
  const { token } = DraftCreated.parse(started.json());
  clock.advance(60_000);
  const handover = await t.app.inject({
    method: 'POST',
    url: '/api/drafts/handover',
    headers: { ...widgetHeaders(key), [DRAFT_HEADER]: token },
    payload: { touch: last },
  });
  expect(handover.statusCode, handover.body).toBe(200);
  return HandoverCreated.parse(handover.json()).code;
}

let ips = 0;
/** The shop claims the code into a new visitor's basket; the visitor keeps the cookies it got. */
async function claimed(code: string): Promise<Shopper> {
  const res = await t.app.inject({ method: 'POST', url: '/api/basket/handover/claim', payload: { code }, headers: { 'accept-language': 'de' } });
  expect(res.statusCode, res.body).toBe(200);
  return { cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])), headers: { 'accept-language': 'de' }, ip: `10.0.0.${++ips}` };
}

let orderCount = 0;
async function orderOf(shopper: Shopper) {
  await addStaticItem(t.app, shopper);
  // A recipient of its own: the per-recipient order limit stays out of the way.
  await prepareGuest(t.app, shopper, 'invoice', `lea${++orderCount}@example.li`);
  const confirmation = await confirm(t.app, shopper);
  const [row] = await t.database.db
    .select({ partnerId: orders.partnerId, attribution: orders.attribution })
    .from(orders)
    .where(eq(orders.id, confirmation.orderId));
  return { ...row!, confirmation };
}

/** A shopper without the handover's basket: back on the shop later, with only the attribution cookie. */
const returning = (cookie: string | undefined): Shopper => ({
  cookies: cookie === undefined ? {} : { [ATTRIBUTION_COOKIE]: cookie },
  headers: { 'accept-language': 'de' },
  ip: `10.1.0.${++ips}`,
});

describe('attribution of orders to partners', () => {
  it('gives the order of a handed-over draft the partner, channel embed and both touches, and tells the customer', async () => {
    const partner = await newPartner({ forwardsCampaign: true });
    const startedAt = clock.now.toISOString();
    const code = await handedOver(
      partner.key,
      touchOf('https://partner.test/frames', { utm_source: 'newsletter', utm_campaign: 'winter' }),
      touchOf('https://partner.test/frames/canvas', { gclid: 'abc123' }),
    );
    const shopper = await claimed(code);
    expect(shopper.cookies[BASKET_COOKIE]).toBeTruthy();
    const order = await orderOf(shopper);
    expect(order.partnerId).toBe(partner.id);
    expect(order.attribution).toEqual({
      channel: 'embed',
      firstTouch: { at: startedAt, page: 'https://partner.test/frames', params: { utm_source: 'newsletter', utm_campaign: 'winter' } },
      lastTouch: { at: new Date(Date.parse(startedAt) + 60_000).toISOString(), page: 'https://partner.test/frames/canvas', params: { gclid: 'abc123' } },
    });

    const detail = await call(t.app, shopper, 'GET', `/api/orders/${order.confirmation.orderId}?access=${order.confirmation.accessToken}`);
    expect(OrderDetail.parse(detail.json()).partnerName).toBe('Galerie 1');
    const { headers } = await staffSession(t.app, 'office');
    const staffView = await t.app.inject({ url: `/api/admin/orders/${order.confirmation.orderId}`, headers });
    expect(AdminOrderDetail.parse(staffView.json()).attribution).toEqual({ partnerId: partner.id, partnerName: 'Galerie 1', ...order.attribution });
  });

  it("keeps the partner when the shopper logs in and the basket joins the customer's own", async () => {
    const partner = await newPartner();
    const shopper = await claimed(await handedOver(partner.key, touchOf('https://partner.test/a'), touchOf('https://partner.test/b')));
    const { token, payload } = await registerCustomer(t.app);
    const customer: Shopper = { cookies: {}, headers: { ...bearer(token), 'accept-language': 'de' }, ip: `10.2.0.${++ips}` };
    await addStaticItem(t.app, customer);
    await addStaticItem(t.app, shopper);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/selfcare/login',
      payload: { username: payload.username, password: payload.password },
      cookies: { [BASKET_COOKIE]: shopper.cookies[BASKET_COOKIE]! },
      remoteAddress: '10.2.1.1',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(AuthToken.parse(login.json()).customer_id).toBeTypeOf('number');
    await prepareRest(t.app, customer);
    const placed = await confirm(t.app, customer);
    const [row] = await t.database.db
      .select({ partnerId: orders.partnerId, attribution: orders.attribution })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ partnerId: partner.id, attribution: { channel: 'embed', firstTouch: { page: 'https://partner.test/a' } } });
    expect(placed.totals.itemsRappen).toBeGreaterThan(0);
  });

  it('sets the attribution cookie at the claim: HttpOnly, SameSite=Lax, for the window', async () => {
    const partner = await newPartner();
    const code = await handedOver(partner.key, touchOf('https://partner.test/a'), touchOf('https://partner.test/b'));
    const res = await t.app.inject({ method: 'POST', url: '/api/basket/handover/claim', payload: { code } });
    const cookie = res.cookies.find((c) => c.name === ATTRIBUTION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 3600, path: '/' });
  });

  it("drops the campaign parameters of a partner that does not forward them, and the page's query", async () => {
    const partner = await newPartner({ forwardsCampaign: false });
    const code = await handedOver(
      partner.key,
      touchOf('https://partner.test/frames?email=lea@example.li', { utm_source: 'newsletter' }),
      touchOf('https://partner.test/frames#top', { gclid: 'abc' }),
    );
    const order = await orderOf(await claimed(code));
    expect(order.partnerId).toBe(partner.id);
    expect(order.attribution?.firstTouch).toMatchObject({ page: 'https://partner.test/frames', params: {} });
    expect(order.attribution?.lastTouch).toMatchObject({ page: 'https://partner.test/frames', params: {} });
  });

  it('counts a shopper back within 30 days of the handover as `return`, and not after', async () => {
    const partner = await newPartner({ forwardsCampaign: true });
    const code = await handedOver(partner.key, touchOf('https://partner.test/a', { utm_source: 'ad' }), touchOf('https://partner.test/b'));
    const cookie = (await claimed(code)).cookies[ATTRIBUTION_COOKIE];
    expect(cookie).toBeTruthy();

    clock.advance(29 * DAY);
    const back = await orderOf(returning(cookie));
    expect(back.partnerId).toBe(partner.id);
    expect(back.attribution).toMatchObject({
      channel: 'return',
      firstTouch: { page: 'https://partner.test/a', params: { utm_source: 'ad' } },
      lastTouch: { page: 'https://partner.test/b' },
    });

    clock.advance(2 * DAY);
    const late = await orderOf(returning(cookie));
    expect(late).toMatchObject({ partnerId: null, attribution: null });
  });

  it('credits no partner deactivated since the handover, neither through the basket nor on return', async () => {
    const leaving = await newPartner();
    const later = await claimed(await handedOver(leaving.key, touchOf('https://partner.test/a'), touchOf('https://partner.test/b')));
    await t.database.db.update(partners).set({ active: false }).where(eq(partners.id, leaving.id));
    expect(await orderOf(later)).toMatchObject({ partnerId: null, attribution: null });
    expect(await orderOf(returning(later.cookies[ATTRIBUTION_COOKIE]))).toMatchObject({ partnerId: null, attribution: null });
  });

  it('ignores a forged or edited attribution cookie', async () => {
    const partner = await newPartner();
    const other = await newPartner();
    const cookie = (await claimed(await handedOver(partner.key, touchOf('https://partner.test/a'), touchOf('https://partner.test/b')))).cookies[
      ATTRIBUTION_COOKIE
    ]!;
    const [payload, signature] = cookie.split('.') as [string, string];
    const visit = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { partnerId: number };
    const edited = Buffer.from(JSON.stringify({ ...visit, partnerId: other.id })).toString('base64url');
    expect(await orderOf(returning(`${edited}.${signature}`))).toMatchObject({ partnerId: null });
    // Signed with a key that is not the shop's.
    const forged = signAttributionCookie(Buffer.alloc(32, 1), { ...visit, partnerId: other.id } as never);
    expect(await orderOf(returning(forged))).toMatchObject({ partnerId: null });
    expect(await orderOf(returning('garbage'))).toMatchObject({ partnerId: null });
    // The genuine one still counts.
    expect(await orderOf(returning(cookie))).toMatchObject({ partnerId: partner.id });
  });

  it('starts a draft without a body, as widgets before attribution do, and attributes nothing', async () => {
    const started = await t.app.inject({ method: 'POST', url: '/api/drafts', headers: { origin: PARTNER } });
    expect(started.statusCode, started.body).toBe(200);
  });
});

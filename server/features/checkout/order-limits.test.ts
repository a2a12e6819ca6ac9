import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '../../../shared/i18n/messages';
import { mailOutbox, orders } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { call, confirm, newGuest, prepareGuest, type Shopper, view } from './checkout-test-helpers';
import { countOrder, orderLimits, recipientKey } from './order-limits';

const HOUR = 3_600_000;
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PRINT_WORKER_POLL_MS: '0', MAIL_WORKER_POLL_MS: '0' }, { now: () => clock.now });
});
afterAll(() => t.close());

let serial = 0;
/** A guest from `ip` with a basket ready to confirm, ordering for `email` (a new address by default). */
async function readyGuest(ip: string, email = `guest${++serial}@example.ch`, locale = 'en'): Promise<Shopper> {
  const guest = await newGuest(t.app, 1, ip);
  guest.headers['accept-language'] = locale;
  await prepareGuest(t.app, guest, 'invoice', email);
  return guest;
}

/** One mailbox, written in different ways. */
const victim = (i: number) => (i % 2 ? `Victim+${i}@Example.ch` : 'victim@example.ch');
const ordersTo = async (pattern: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(sql`lower(${orders.email}) like ${pattern}`)
  )[0]?.n;

describe('order limits', () => {
  it('limits new orders per IP, answers a repeated confirm of a placed order beyond it, and counts 20 parallel confirms as one', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < orderLimits.ip.max - 1; i++) await confirm(t.app, await readyGuest(ip));
    // The last order of the hour, confirmed 20 times at once: one order, counted once.
    const last = await readyGuest(ip, 'last@example.ch');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t.app, last, 'POST', '/api/checkout/confirm')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().number)).size).toBe(1);

    // Beyond the limit: 429 with Retry-After up to the end of the hour, the specific message, nothing placed or mailed.
    const refused = await readyGuest(ip, 'refused@example.ch', 'fr');
    const res = await call(t.app, refused, 'POST', '/api/checkout/confirm');
    expect(expectError(res, 429, 'rate_limited').error.message).toBe(catalogues.fr['checkout.confirm.tooManyOrders']);
    expect(Number(res.headers['retry-after'])).toBe(3600);
    expect(await ordersTo('refused@example.ch')).toBe(0);
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.recipient, 'refused@example.ch'))).toBe(0);
    // The basket is kept as it was: the shopper can order it later.
    expect((await view(t.app, refused, 'GET', '/api/basket')).count).toBe(1);

    // A repeated confirm of an order already placed is answered, not refused.
    expect((await confirm(t.app, last)).number).toBe(answers[0]!.json().number);
    // Other IPs order on.
    await confirm(t.app, await readyGuest('198.51.100.8'));

    clock.advance(HOUR);
    expect((await confirm(t.app, refused)).email).toBe('refused@example.ch');
  });

  it('limits orders to one recipient address across IPs, case and +tags, per hour and per day', async () => {
    let ip = 0;
    const fromNewIp = (email: string, locale = 'en') => readyGuest(`203.0.113.${++ip}`, email, locale);
    for (let i = 0; i < orderLimits.recipientHour.max; i++) await confirm(t.app, await fromNewIp(victim(i)));
    const res = await call(t.app, await fromNewIp('VICTIM@example.ch', 'it'), 'POST', '/api/checkout/confirm');
    expect(expectError(res, 429, 'rate_limited').error.message).toBe(catalogues.it['checkout.confirm.tooManyForEmail']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else orders from the same IP.
    const other = await readyGuest(`203.0.113.${ip}`, 'someone.else@example.ch');
    await confirm(t.app, other);

    // Hour after hour, up to the day's limit.
    let placed = orderLimits.recipientHour.max;
    while (placed < orderLimits.recipientDay.max) {
      clock.advance(HOUR);
      for (let i = 0; i < orderLimits.recipientHour.max && placed < orderLimits.recipientDay.max; i++, placed++)
        await confirm(t.app, await fromNewIp(victim(i)));
    }
    clock.advance(HOUR);
    const dayRefused = await call(t.app, await fromNewIp('victim@example.ch', 'de'), 'POST', '/api/checkout/confirm');
    expect(expectError(dayRefused, 429, 'rate_limited').error.message).toBe(catalogues.de['checkout.confirm.tooManyForEmail']);
    expect(await ordersTo('victim%@example.ch')).toBe(orderLimits.recipientDay.max);
    expect(await t.database.db.$count(mailOutbox, sql`lower(${mailOutbox.recipient}) like 'victim%@example.ch'`)).toBe(orderLimits.recipientDay.max);
    clock.advance(24 * HOUR);
  });

  it('limits order attempts on one basket, failed ones too, and lets the basket order after the window', async () => {
    const guest = await readyGuest('192.0.2.44');
    await view(t.app, guest, 'POST', '/api/checkout/terms/set', { accept: false });
    for (let i = 0; i < orderLimits.basket.max; i++) expectError(await call(t.app, guest, 'POST', '/api/checkout/confirm'), 409, 'conflict');
    const res = await call(t.app, guest, 'POST', '/api/checkout/confirm');
    expect(expectError(res, 429, 'rate_limited').error.message).toBe(catalogues.en['checkout.confirm.tooManyOrders']);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(orderLimits.basket.windowMs / 1000);
    clock.advance(orderLimits.basket.windowMs);
    await view(t.app, guest, 'POST', '/api/checkout/terms/set', { accept: true });
    await confirm(t.app, guest);
  });

  it('refuses an empty basket as before, without counting', async () => {
    const empty: Shopper = { cookies: {}, headers: { 'accept-language': 'en' }, ip: '192.0.2.99' };
    for (let i = 0; i < orderLimits.ip.max + 2; i++) expectError(await call(t.app, empty, 'POST', '/api/checkout/confirm'), 409, 'conflict');
    await confirm(t.app, await readyGuest('192.0.2.99'));
  });
});

describe('RATE_LIMIT_IP_FACTOR', () => {
  it('widens the per-IP order limit, never the per-address one', async () => {
    const ctx = { db: t.database.db, now: clock.now, log: t.app.log, ip: '192.0.2.200', ipLimitFactor: 2, locale: 'en' as const };
    for (let i = 0; i < 2 * orderLimits.ip.max; i++) await countOrder(ctx, { basketId: 100_000 + i, recipient: null });
    await expect(countOrder(ctx, { basketId: 200_000, recipient: null })).rejects.toMatchObject({ statusCode: 429 });
    const other = { ...ctx, ip: '192.0.2.201' };
    for (let i = 0; i < orderLimits.recipientHour.max; i++) await countOrder(other, { basketId: 300_000 + i, recipient: 'factor@example.ch' });
    await expect(countOrder(other, { basketId: 400_000, recipient: 'factor@example.ch' })).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('recipientKey', () => {
  it('treats case and +tags as the same mailbox', () => {
    expect(recipientKey(' Lea.Keller+shop@Example.CH ')).toBe('lea.keller@example.ch');
    expect(recipientKey('a+b+c@x.ch')).toBe('a@x.ch');
  });
});

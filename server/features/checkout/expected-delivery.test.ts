import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderDetail } from '../../../shared/api/checkout';
import { orders } from '../../db/schema';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { call, confirm, newGuest, prepareGuest } from './checkout-test-helpers';

/*
 * The gift voucher takes at most 2 working days to make and goes by letter (1 working day).
 * Ordered on Wednesday 23.12.2026, it is made on Thursday 24th and Monday 28th (25th and 26th are
 * holidays, then the weekend) and arrives on Tuesday 29th; a count blind to holidays would say 28th.
 */
const clock = testClock(new Date('2026-12-23T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
});
afterAll(() => t.close());

describe('expected delivery of an order', () => {
  it('is estimated on the basket with the same count before the order', async () => {
    const guest = await newGuest(t.app);
    const basket = await prepareGuest(t.app, guest);
    expect(basket.expectedDelivery).toBe('2026-12-29');
  });

  it('is fixed at confirm in Swiss working days, skipping Christmas, and stored with the order', async () => {
    const guest = await newGuest(t.app);
    const basket = await prepareGuest(t.app, guest);
    expect(basket.shipping?.transitDays).toBe(1);
    const confirmation = await confirm(t.app, guest);
    expect(confirmation.expectedDelivery).toBe('2026-12-29');
    const [row] = await t.database.db.select({ expectedDelivery: orders.expectedDelivery }).from(orders).where(eq(orders.id, confirmation.orderId));
    expect(row?.expectedDelivery).toBe('2026-12-29');
  });

  it('is the same day when the order is read again later', async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest);
    const confirmation = await confirm(t.app, guest);
    clock.advance(10 * 86_400_000);
    const res = await call(t.app, guest, 'GET', `/api/orders/${confirmation.orderId}?access=${confirmation.accessToken}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderDetail.parse(res.json()).expectedDelivery).toBe('2026-12-29');
  });
});

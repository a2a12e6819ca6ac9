import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, partnerLedger } from '../../db/schema';
import { onlineOrder, pageOf } from '../../test/local-stripe/online-orders';
import { useShopWithStripe } from '../../test/local-stripe/use-shop-with-stripe';
import { staffSession } from '../staff/test-helpers';
import { insertPartner } from './test-helpers';

/* The ledger beside the online payments: paid through Stripe's webhook, refunded by staff through Stripe. */
const shop = useShopWithStripe();
let office: { cookie: string };
let partnerId = 0;
beforeAll(async () => {
  office = (await staffSession(shop.app, 'office')).headers;
  partnerId = await insertPartner(shop.database.db);
});

const rowsOf = (orderId: number) => shop.database.db.select().from(partnerLedger).where(eq(partnerLedger.orderId, orderId)).orderBy(partnerLedger.id);

describe('the ledger of an order paid online', () => {
  it('writes the entry when the payment’s webhook comes, and a reversal of a staff refund’s share', async () => {
    const order = await onlineOrder(shop, 'online-ledger@example.ch', { method: 'card', products: ['sample-set'] });
    await shop.database.db.update(orders).set({ partnerId }).where(eq(orders.id, order.orderId));
    expect(await shop.stripe.send('checkout.session.completed', shop.stripe.pay(pageOf(shop, order).id))).toBe(200);
    const [entry] = await rowsOf(order.orderId);
    expect(entry).toMatchObject({ partnerId, source: 'paid' });
    expect(entry!.commissionRappen).toBeGreaterThan(0);

    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      headers: { ...office, 'accept-language': 'de' },
      payload: { amountRappen: 1000, refundedRappen: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, reversal] = await rowsOf(order.orderId);
    const share = (amount: number) => -Math.floor((2 * amount * 1000 + order.totals.totalRappen) / (2 * order.totals.totalRappen));
    expect(reversal).toMatchObject({
      source: expect.stringMatching(/^refund:\d+$/),
      reversesId: entry!.id,
      commissionRappen: share(entry!.commissionRappen),
    });
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, onlinePayments, orderStatusHistory, refunds, vouchers } from '../../db/schema';
import { testClock } from '../../test/test-app';
import { useShopWithStripe } from '../../test/local-stripe/use-shop-with-stripe';
import { staffSession } from '../staff/test-helpers';
import { guestDetail, onlineOrder, orderRow, pageOf } from '../../test/local-stripe/online-orders';

const clock = testClock(new Date());
const GRACE_MINUTES = 120;
const shop = useShopWithStripe({ ONLINE_PAYMENT_GRACE_MINUTES: String(GRACE_MINUTES) }, { now: () => clock.now });
const DAY = 24 * 3600_000;

const mails = async (email: string) => shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
const followUp = () => {
  const online = shop.app.onlinePayments;
  if (!online) throw new Error('the shop takes no online payment');
  return online.followUp();
};

describe('the online payments’ follow-up', () => {
  it('cancels an order whose page expired once the grace to pay again is over, and releases its single-use voucher', async () => {
    await shop.database.db.insert(vouchers).values({ code: 'ONLY-ONCE', kind: 'value', amountRappen: 500, maxUses: 1, combinable: true });
    const order = await onlineOrder(shop, 'expired@example.ch', { codes: ['ONLY-ONCE'] });
    const used = async () => (await shop.database.db.select().from(vouchers).where(eq(vouchers.code, 'ONLY-ONCE')))[0]?.usedCount;
    expect(await used()).toBe(1);
    expect(await shop.stripe.send('checkout.session.expired', shop.stripe.expire(pageOf(shop, order).id))).toBe(200);
    expect((await guestDetail(shop, order)).payment.status).toBe('failed');

    // Within the grace the order waits for the customer, with its voucher.
    clock.advance((GRACE_MINUTES - 1) * 60_000);
    expect((await followUp()).ordersCancelled).toBe(0);
    expect(await used()).toBe(1);

    clock.advance(2 * 60_000);
    expect((await followUp()).ordersCancelled).toBe(1);
    expect((await orderRow(shop, order.orderId))?.status).toBe('cancelled');
    expect(await used()).toBe(0);
    const [step] = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.orderId), eq(orderStatusHistory.status, 'cancelled')));
    expect(step).toMatchObject({ actor: 'payment', note: 'Die Online-Zahlung ist nicht eingegangen.' });
    const mail = (await mails('expired@example.ch')).at(-1);
    expect(mail?.subject).toBe(`Ihre Bestellung ${order.number} wurde storniert`);
    expect(mail?.textBody).toContain('Grund: Die Online-Zahlung ist nicht eingegangen.');
    expect((await guestDetail(shop, order)).payment.status).toBe('cancelled');
    // Too late to pay now.
    expect((await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay?access=${order.accessToken}` })).statusCode).toBe(409);
    // A second pass finds nothing more to do.
    expect(await followUp()).toEqual({ pagesClosed: 0, ordersCancelled: 0 });
  });

  it('asks Stripe about a page past its end before cancelling: a payment whose webhook was lost still counts', async () => {
    const order = await onlineOrder(shop, 'lost-webhook@example.ch');
    shop.stripe.pay(pageOf(shop, order).id);
    clock.advance(DAY + GRACE_MINUTES * 60_000 + 60_000);
    await followUp();
    expect((await orderRow(shop, order.orderId))?.status).toBe('paid');
  });

  it('closes an abandoned page at Stripe and cancels its order after the page’s day and the grace', async () => {
    const order = await onlineOrder(shop, 'abandoned@example.ch');
    clock.advance(DAY + GRACE_MINUTES * 60_000 + 60_000);
    expect((await followUp()).ordersCancelled).toBeGreaterThanOrEqual(1);
    expect(pageOf(shop, order).status).toBe('expired');
    expect((await orderRow(shop, order.orderId))?.status).toBe('cancelled');
  });

  it('closes the page of an order staff marked paid, so nobody pays it as well', async () => {
    const order = await onlineOrder(shop, 'staff-paid@example.ch');
    const staff = await staffSession(shop.app, 'office');
    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: staff.headers,
      payload: { event: 'markPaid' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await followUp()).pagesClosed).toBe(1);
    expect(pageOf(shop, order).status).toBe('expired');
    expect((await shop.database.db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.orderId)))[0]?.status).toBe('expired');
  });

  it('gives back at once a payment the order no longer needed (paid twice, or after it was cancelled)', async () => {
    const order = await onlineOrder(shop, 'paid-twice@example.ch', { lang: 'en' });
    const staff = await staffSession(shop.app, 'office');
    await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderId}/status`, headers: staff.headers, payload: { event: 'markPaid' } });
    expect(await shop.stripe.send('checkout.session.completed', shop.stripe.pay(pageOf(shop, order).id))).toBe(200);
    const [refund] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(refund).toMatchObject({ kind: 'duplicate', amountRappen: order.totals.amountDueRappen, staffId: null });
    expect([...shop.stripe.refunds.values()].find((r) => r.id === refund?.providerRefundId)?.amount).toBe(order.totals.amountDueRappen);
    expect((await mails('paid-twice@example.ch')).at(-1)?.textBody).toContain(`Your order ${order.number} was paid twice.`);
    // Nothing counts twice: the order is paid once, nothing to refund by staff.
    expect((await guestDetail(shop, order)).payment.status).toBe('paid');

    const cancelled = await onlineOrder(shop, 'paid-late@example.ch');
    await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled.orderId}/status`,
      headers: staff.headers,
      payload: { event: 'cancel', reason: 'Kunde hat storniert' },
    });
    expect(await shop.stripe.send('checkout.session.completed', shop.stripe.pay(pageOf(shop, cancelled).id))).toBe(200);
    expect((await orderRow(shop, cancelled.orderId))?.status).toBe('cancelled');
    expect((await mails('paid-late@example.ch')).at(-1)?.textBody).toContain('Grund: Ihre Bestellung war bereits storniert, als die Zahlung einging.');
  });
});

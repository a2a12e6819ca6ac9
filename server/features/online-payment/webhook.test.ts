import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderConfirmation } from '../../../shared/api/checkout';
import { mailOutbox, onlinePayments, orderItems, orderStatusHistory, paymentEvents, vouchers } from '../../db/schema';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { postEvent, useShopWithStripe } from '../../test/local-stripe/use-shop-with-stripe';
import { guestDetail, onlineOrder, orderRow, pageOf } from '../../test/local-stripe/online-orders';

const shop = useShopWithStripe();

const placed = (email: string, lang = 'de') => onlineOrder(shop, email, { lang });
const sessionOf = (order: OrderConfirmation) => pageOf(shop, order);
const orderRowOf = (id: number) => orderRow(shop, id);
const paidSteps = (id: number) => shop.database.db.$count(orderStatusHistory, and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'paid')));
const subjects = async (email: string) => (await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((m) => m.subject);
const detailOf = (order: OrderConfirmation) => guestDetail(shop, order);

describe('Stripe’s webhook', () => {
  it('marks the order paid when its page was paid, as a bank payment would: history, mail, gift-voucher codes', async () => {
    const order = await placed('paid@example.ch', 'it');
    const session = shop.stripe.pay(sessionOf(order).id);
    expect(await shop.stripe.send('checkout.session.completed', session)).toBe(200);
    expect((await orderRowOf(order.orderId))?.status).toBe('paid');
    const [step] = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.orderId), eq(orderStatusHistory.status, 'paid')));
    expect(step).toMatchObject({ event: 'markPaid', actor: 'payment' });
    expect(await subjects('paid@example.ch')).toContain(`Pagamento ricevuto: ordine ${order.number}`);
    // The gift voucher ordered gets its code once paid.
    const codes = await shop.database.db
      .select()
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.issuedForOrderItemId))
      .where(eq(orderItems.orderId, order.orderId));
    expect(codes).toHaveLength(1);
    const detail = await detailOf(order);
    expect(detail.payment).toMatchObject({ status: 'paid', redirectUrl: null });
    expect(detail.payment.text).toContain('TWINT');
  });

  it('refuses an event with a bad signature with 400 and changes nothing', async () => {
    const order = await placed('forged@example.ch');
    const session = shop.stripe.pay(sessionOf(order).id);
    const genuine = shop.stripe.event('checkout.session.completed', session);
    const forged = { payload: genuine.payload, signature: genuine.signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000') };
    const tampered = { payload: genuine.payload.replace(`"${order.orderId}"`, '"1"'), signature: genuine.signature };
    for (const bad of [forged, tampered, { payload: genuine.payload, signature: '' }]) {
      const res = await postEvent(shop.app, bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'bad_request' } });
    }
    expect((await orderRowOf(order.orderId))?.status).toBe('received');
    expect(await shop.database.db.$count(paymentEvents, eq(paymentEvents.id, genuine.id))).toBe(0);
  });

  it('handles the same event delivered twice once: one transition, one mail', async () => {
    const order = await placed('twice@example.ch');
    const event = shop.stripe.event('checkout.session.completed', shop.stripe.pay(sessionOf(order).id));
    const answers = await Promise.all([postEvent(shop.app, event), postEvent(shop.app, event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => (a.json() as { duplicate: boolean }).duplicate).toSorted()).toEqual([false, true]);
    expect((await postEvent(shop.app, event)).json()).toEqual({ received: true, duplicate: true });
    expect(await paidSteps(order.orderId)).toBe(1);
    expect((await subjects('twice@example.ch')).filter((s) => s?.startsWith('Zahlung erhalten'))).toHaveLength(1);
  });

  it('lets no late word undo a payment: an expiry or failure after the page was paid changes nothing', async () => {
    const order = await placed('late@example.ch');
    const paid = { ...shop.stripe.pay(sessionOf(order).id) };
    const expired = { ...paid, status: 'expired' as const, payment_status: 'unpaid' as const };
    expect(await shop.stripe.send('checkout.session.completed', paid)).toBe(200);
    expect(await shop.stripe.send('checkout.session.expired', expired)).toBe(200);
    expect(await shop.stripe.send('checkout.session.async_payment_failed', paid)).toBe(200);
    expect((await orderRowOf(order.orderId))?.status).toBe('paid');
    expect((await shop.database.db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.orderId)))[0]?.status).toBe('paid');
    expect((await detailOf(order)).payment.status).toBe('paid');
  });

  it('waits for an async payment’s money and takes its success even before the completion it follows', async () => {
    const order = await placed('async@example.ch');
    const completed = { ...shop.stripe.pay(sessionOf(order).id, { async: true }) };
    expect(await shop.stripe.send('checkout.session.completed', completed)).toBe(200);
    expect((await orderRowOf(order.orderId))?.status).toBe('received');
    expect((await detailOf(order)).payment.status).toBe('pending');
    const succeeded = shop.stripe.asyncResult(completed.id, 'succeeded');
    expect(await shop.stripe.send('checkout.session.async_payment_succeeded', succeeded)).toBe(200);
    expect((await orderRowOf(order.orderId))?.status).toBe('paid');

    // Delivered the other way round, the same end.
    const other = await placed('async-reversed@example.ch');
    const early = { ...shop.stripe.pay(sessionOf(other).id, { async: true }) };
    expect(await shop.stripe.send('checkout.session.async_payment_succeeded', { ...early, payment_status: 'paid' })).toBe(200);
    expect(await shop.stripe.send('checkout.session.completed', early)).toBe(200);
    expect((await orderRowOf(other.orderId))?.status).toBe('paid');
    expect(await paidSteps(other.orderId)).toBe(1);
  });

  it('lets the customer pay again after a failed payment, on a new page', async () => {
    const order = await placed('again@example.ch');
    const first = sessionOf(order);
    expect(await shop.stripe.send('checkout.session.async_payment_failed', first)).toBe(200);
    const failed = await detailOf(order);
    expect(failed.payment).toMatchObject({ status: 'failed', redirectUrl: null });
    const res = await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay?access=${order.accessToken}` });
    expect(res.statusCode, res.body).toBe(200);
    const second = [...shop.stripe.sessions.values()].find((s) => s.metadata['orderId'] === String(order.orderId) && s.id !== first.id);
    expect((res.json() as { redirectUrl: string }).redirectUrl).toBe(second?.url);
    expect(shop.stripe.calls.at(-1)?.idempotencyKey).toBe(`order-${order.number}-${Date.parse(order.createdAt)}-page-2`);
    expect(await shop.stripe.send('checkout.session.completed', shop.stripe.pay(second?.id ?? ''))).toBe(200);
    expect((await orderRowOf(order.orderId))?.status).toBe('paid');
  });

  it('gives back a payment of another amount than the order’s whole, keeps the order unpaid, and lets the customer pay again', async () => {
    const order = await placed('other-amount@example.ch', 'fr');
    const page = shop.stripe.pay(sessionOf(order).id);
    expect(await shop.stripe.send('checkout.session.completed', { ...page, amount_total: page.amount_total! - 100 })).toBe(200);
    expect((await orderRowOf(order.orderId))?.status).toBe('received');
    expect(await paidSteps(order.orderId)).toBe(0);
    const refund = [...shop.stripe.refunds.values()].find((r) => r.payment_intent === page.payment_intent);
    expect(refund?.metadata).toMatchObject({ reason: 'amount_mismatch' });
    const detail = await detailOf(order);
    expect(detail.payment.status).toBe('failed');
    expect(await subjects('other-amount@example.ch')).toContain(`Remboursement pour votre commande ${order.number}`);
    const res = await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay?access=${order.accessToken}` });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('in a shop whose Stripe keys are gone: answers 404, offers TWINT and cards no more, and still shows an online order', async () => {
    const order = await placed('keys-gone@example.ch');
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DIST_DIR: '/nonexistent-dist',
      PUBLIC_URL: 'http://shop.test',
      PRINT_WORKER_POLL_MS: '0',
      MAIL_WORKER_POLL_MS: '0',
      CLEANUP_POLL_MS: '0',
    });
    const plain = await buildApp(config, { database: shop.database, closeDatabase: false, logger: false });
    await plain.ready();
    try {
      expect((await postEvent(plain, { payload: '{}', signature: 't=1,v1=00' })).statusCode).toBe(404);
      const basket = (await plain.inject({ url: '/api/basket' })).json<{ checkout: { paymentMethods: { id: string }[] } }>();
      expect(basket.checkout.paymentMethods.map((m) => m.id)).toEqual(['invoice', 'prepayment']);
      const res = await plain.inject({ url: `/api/orders/${order.orderId}?access=${order.accessToken}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ paymentName: 'TWINT', payment: { method: 'twint', status: 'pending' } });
    } finally {
      await plain.close();
    }
  });
});

describe('the confirmation mail of an online order', () => {
  it('names the method and that the payment is pending, with the link to pay from', async () => {
    const order = await placed('mail-pending@example.ch', 'en');
    await shop.app.mail.flush();
    const [mail] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'mail-pending@example.ch'));
    expect(mail?.textBody).toContain('Payment: TWINT · Payment pending. You pay');
    expect(mail?.textBody).toContain(`/en/checkout/confirm?order=${order.orderId}&access=${order.accessToken}`);
    expect(mail?.attachments?.some((a) => a.contentType === 'application/pdf')).toBe(false);
  });
});

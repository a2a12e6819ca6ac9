import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OrderConfirmation } from '../../../shared/api/checkout';
import { OrderPaymentView } from '../../../shared/api/online-payment';
import { auditLog, mailOutbox, orderStatusHistory } from '../../db/schema';
import { documentedStatuses } from '../../test/documented-statuses';
import { expectError } from '../../test/expect-error';
import { useShopWithStripe } from '../../test/local-stripe/use-shop-with-stripe';
import { staffSession } from '../staff/test-helpers';
import { guestDetail, onlineOrder, pageOf } from '../../test/local-stripe/online-orders';

const shop = useShopWithStripe();
let office: { cookie: string };
beforeAll(async () => {
  office = (await staffSession(shop.app, 'office')).headers;
});

async function paidOrder(email: string, lang = 'de', method = 'twint'): Promise<OrderConfirmation> {
  const order = await onlineOrder(shop, email, { lang, method });
  expect(await shop.stripe.send('checkout.session.completed', shop.stripe.pay(pageOf(shop, order).id))).toBe(200);
  return order;
}

const refund = (orderId: number, body: Record<string, unknown>, headers: Record<string, string> = office) =>
  shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: { ...headers, 'accept-language': 'de' }, payload: body });
const paymentOf = async (orderId: number) =>
  OrderPaymentView.parse((await shop.app.inject({ url: `/api/admin/orders/${orderId}/payment`, headers: office })).json());
const lastMail = async (email: string) =>
  (await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id)).at(-1);

describe('refunds from the back office', () => {
  it('gives back part of a payment through Stripe, records it in the history and the audit log, and mails the customer in the order’s language', async () => {
    const order = await paidOrder('partial@example.ch', 'fr');
    const before = await paymentOf(order.orderId);
    expect(before).toMatchObject({
      online: true,
      status: 'paid',
      capturedRappen: order.totals.amountDueRappen,
      refundedRappen: 0,
      refundableRappen: order.totals.amountDueRappen,
    });
    const res = await refund(order.orderId, { amountRappen: 1000, reason: 'Rahmen beschädigt', refundedRappen: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const after = OrderPaymentView.parse(res.json());
    expect(after).toMatchObject({ status: 'partiallyRefunded', refundedRappen: 1000, refundableRappen: order.totals.amountDueRappen - 1000 });
    expect(after.refunds[0]).toMatchObject({ amountRappen: 1000, kind: 'staff', reason: 'Rahmen beschädigt', status: 'pending' });
    const stripeRefund = [...shop.stripe.refunds.values()].at(-1);
    expect(stripeRefund).toMatchObject({ amount: 1000, payment_intent: pageOf(shop, order).payment_intent });
    const [step] = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.orderId), eq(orderStatusHistory.event, 'refund')));
    expect(step).toMatchObject({ status: 'paid', actor: 'staff' });
    expect(step?.note).toContain('Rahmen beschädigt');
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.subjectId, String(order.orderId))));
    expect(entry?.after).toMatchObject({ amountRappen: 1000, kind: 'staff' });
    const mail = await lastMail('partial@example.ch');
    expect(mail?.subject).toBe(`Remboursement pour votre commande ${order.number}`);
    expect(mail?.textBody).toContain('Motif\u202f: Rahmen beschädigt');
    expect((await guestDetail(shop, order)).payment.status).toBe('partiallyRefunded');
  });

  it('gives back the rest in full, and nothing more', async () => {
    const order = await paidOrder('full@example.ch', 'de', 'card');
    const due = order.totals.amountDueRappen;
    expect((await refund(order.orderId, { amountRappen: 500, refundedRappen: 0 })).statusCode).toBe(200);
    const tooMuch = expectError(await refund(order.orderId, { amountRappen: due, refundedRappen: 500 }), 400, 'validation_failed');
    expect(tooMuch.error.fields?.amountRappen?.[0]).toMatch(/^Höchstens .* können noch zurückerstattet werden\.$/);
    const res = await refund(order.orderId, { amountRappen: due - 500, refundedRappen: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderPaymentView.parse(res.json())).toMatchObject({ status: 'refunded', refundedRappen: due, refundableRappen: 0 });
    // A card refund is done at once.
    expect((await paymentOf(order.orderId)).refunds.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expectError(await refund(order.orderId, { amountRappen: 1, refundedRappen: due }), 409, 'conflict');
    expect([...shop.stripe.refunds.values()].filter((r) => r.payment_intent === pageOf(shop, order).payment_intent).reduce((s, r) => s + r.amount, 0)).toBe(
      due,
    );
  });

  it('refuses a refund asked on an outdated view (a second click, a colleague), so nothing is paid out twice', async () => {
    const order = await paidOrder('double-click@example.ch');
    const answers = await Promise.all([1, 2].map(() => refund(order.orderId, { amountRappen: 700, refundedRappen: 0 })));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 409]);
    expect((await paymentOf(order.orderId)).refundedRappen).toBe(700);
  });

  it('records a TWINT refund’s later outcome from Stripe’s event', async () => {
    const order = await paidOrder('twint-refund@example.ch');
    await refund(order.orderId, { amountRappen: 300, refundedRappen: 0 });
    const sent = [...shop.stripe.refunds.values()].at(-1);
    if (!sent) throw new Error('no refund at Stripe');
    expect(await shop.stripe.send('refund.updated', { ...sent, status: 'failed' })).toBe(200);
    // A refund that failed gave nothing back.
    expect(await paymentOf(order.orderId)).toMatchObject({ status: 'paid', refundedRappen: 0 });
  });

  it('is the office’s and the owner’s: 403 for the workshop, 409 for an order not paid online, 404 for none', async () => {
    const order = await paidOrder('roles@example.ch');
    const workshop = (await staffSession(shop.app, 'production')).headers;
    expectError(await refund(order.orderId, { amountRappen: 100, refundedRappen: 0 }, workshop), 403, 'forbidden');
    expectError(await refund(order.orderId, { amountRappen: 100, refundedRappen: 0 }, {}), 401, 'unauthorized');
    const unpaid = await onlineOrder(shop, 'unpaid@example.ch');
    expectError(await refund(unpaid.orderId, { amountRappen: 100, refundedRappen: 0 }), 409, 'conflict');
    expectError(await refund(999_999, { amountRappen: 100, refundedRappen: 0 }), 404, 'not_found');
    expectError(await refund(order.orderId, { amountRappen: 0, refundedRappen: 0 }), 400, 'validation_failed');
  });
});

const cancel = (orderId: number) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { ...office, 'accept-language': 'de' },
    payload: { event: 'cancel', reason: 'Motiv nicht druckbar' },
  });

describe('cancelling an order paid online', () => {
  it('gives back what is left of the payment with the cancel, and tells the customer why', async () => {
    const order = await paidOrder('cancel-paid@example.ch', 'it');
    const due = order.totals.amountDueRappen;
    expect((await refund(order.orderId, { amountRappen: 400, refundedRappen: 0 })).statusCode).toBe(200);
    const res = await cancel(order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(await paymentOf(order.orderId)).toMatchObject({ status: 'refunded', refundedRappen: due, refundableRappen: 0 });
    const atStripe = [...shop.stripe.refunds.values()].filter((r) => r.payment_intent === pageOf(shop, order).payment_intent);
    expect(atStripe.map((r) => r.amount)).toEqual([400, due - 400]);
    const mail = await lastMail('cancel-paid@example.ch');
    expect(mail?.subject).toBe(`Rimborso per il suo ordine ${order.number}`);
    expect(mail?.textBody).toContain('Motiv nicht druckbar');
  });

  it('answers 422, as documented, when Stripe refuses the refund (given back on its dashboard already); the order stays as it was', async () => {
    const order = await paidOrder('cancel-refused@example.ch');
    const intent = pageOf(shop, order).payment_intent as string;
    const id = 're_dashboard';
    const amount = order.totals.amountDueRappen;
    shop.stripe.refunds.set(id, { id, object: 'refund', amount, currency: 'chf', payment_intent: intent, status: 'succeeded', metadata: {}, created: 0 });
    const res = await cancel(order.orderId);
    expect(expectError(res, 422, 'unprocessable').error.message).toContain('greater than unrefunded amount');
    expect((await documentedStatuses(shop.app))('POST', '/api/admin/orders/:id/status')).toContain(422);
    expect((await paymentOf(order.orderId)).status).toBe('paid');
  });

  it('refunds nothing for an online order never paid', async () => {
    const order = await onlineOrder(shop, 'cancel-unpaid@example.ch');
    const before = shop.stripe.refunds.size;
    expect((await cancel(order.orderId)).statusCode).toBe(200);
    expect(shop.stripe.refunds.size).toBe(before);
    expect((await paymentOf(order.orderId)).refundedRappen).toBe(0);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { OrderDetail, type OrderConfirmation } from '../../../shared/api/checkout';
import { OrderPaymentView } from '../../../shared/api/online-payment';
import { OrderStatusView } from '../../../shared/api/order-status';
import { auditLog, mailOutbox, orderItems, orderStatusHistory, orders, vouchers } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { changeOrderStatus } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { confirm, newGuest, prepareGuest, view } from '../checkout/checkout-test-helpers';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
let session: { cookie: string };
beforeAll(async () => {
  session = (await staffSession(t.app, 'office')).headers;
});

const change = (orderId: number, body: object, lang = 'de') => changeOrderStatus(t.app, { ...session, 'accept-language': lang }, orderId, body);

async function placed(email: string, lang = 'de', method = 'invoice'): Promise<OrderConfirmation> {
  const guest = await newGuest(t.app);
  guest.headers['accept-language'] = lang;
  await prepareGuest(t.app, guest, method, email);
  return confirm(t.app, guest);
}

/** The workshop's part: the print files are made and every item of the order is marked printed. */
async function printAll(orderId: number) {
  await t.app.printFiles.flush();
  for (const item of await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId))) {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/production/${item.id}/printed`, headers: session });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const staffView = async (orderId: number) => AdminOrderDetail.parse((await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: session })).json());
const paymentStatusOf = async (orderId: number) =>
  OrderPaymentView.parse((await t.app.inject({ url: `/api/admin/orders/${orderId}/payment`, headers: session })).json()).status;

const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);

describe('an order’s status', () => {
  it('goes received -> paid -> in production -> shipped, each step recorded and mailed in the order’s language', async () => {
    const order = await placed('walk@example.ch', 'fr');
    const paid = OrderStatusView.parse((await change(order.orderId, { event: 'markPaid' })).json());
    expect(paid.status).toBe('paid');
    await printAll(order.orderId);
    const res = await change(order.orderId, { event: 'ship', trackingNumber: '99 60 123456 12345678' });
    expect(res.statusCode, res.body).toBe(200);
    const shipped = OrderStatusView.parse(res.json());
    expect(shipped.tracking).toEqual({ number: '99.60.123456.12345678', url: 'https://service.post.ch/ekp-web/ui/entry/search/996012345612345678' });
    expect(shipped.history.map((entry) => [entry.status, entry.event, entry.actor])).toEqual([
      ['received', null, 'shop'],
      ['paid', 'markPaid', 'staff'],
      ['in_production', 'startProduction', 'staff'],
      ['shipped', 'ship', 'staff'],
    ]);
    expect(shipped.progress.unprintedItems).toBe(0);
    expect(shipped.history.at(-1)?.note).toBe('99.60.123456.12345678');

    // The confirmation, then one mail per step, in French; the parcel's link in the last.
    const subjects = (await mailsTo('walk@example.ch')).map((mail) => mail.subject);
    expect(subjects.slice(-4)).toEqual([
      `Vos codes de bons pour la commande ${order.number}`,
      `Paiement reçu\u202f: commande ${order.number}`,
      `Votre commande ${order.number} est en production`,
      `Votre commande ${order.number} est en route`,
    ]);
    expect((await mailsTo('walk@example.ch')).at(-1)?.htmlBody).toContain('https://service.post.ch/ekp-web/ui/entry/search/996012345612345678');
    // Each names its order, so the staff's order page lists it.
    expect(new Set((await mailsTo('walk@example.ch')).map((mail) => mail.orderId))).toEqual(new Set([order.orderId]));

    // The customer's page shows the history and the parcel.
    const detail = OrderDetail.parse((await t.app.inject({ url: `/api/orders/${order.orderId}?access=${order.accessToken}` })).json());
    expect(detail.history.map((entry) => entry.status)).toEqual(['received', 'paid', 'in_production', 'shipped']);
    expect(detail.tracking?.number).toBe('99.60.123456.12345678');
  });

  it('refuses a step the order is not ready for, and changes nothing', async () => {
    const order = await placed('early@example.ch');
    const early = expectError(await change(order.orderId, { event: 'ship', trackingNumber: '996012345612345678' }), 409, 'conflict');
    expect(early.error.message).toContain('«Eingegangen»');
    await change(order.orderId, { event: 'markPaid' });
    expectError(await change(order.orderId, { event: 'markPaid' }), 409, 'conflict');
    expect(await t.database.db.$count(orderStatusHistory, eq(orderStatusHistory.orderId, order.orderId))).toBe(2);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.status).toBe('paid');
  });

  it('needs a Swiss Post parcel number to ship and a reason to cancel', async () => {
    const order = await placed('needs@example.ch');
    await change(order.orderId, { event: 'markPaid' });
    await change(order.orderId, { event: 'startProduction' });
    const bad = expectError(await change(order.orderId, { event: 'ship', trackingNumber: '12345' }, 'en'), 400, 'validation_failed');
    expect(bad.error.message).toMatch(/Swiss Post parcel number/);
    expectError(await change(order.orderId, { event: 'ship' }), 400, 'validation_failed');
    const other = await placed('reason@example.ch');
    expectError(await change(other.orderId, { event: 'cancel', reason: '   ' }), 400, 'validation_failed');
    expect((await t.database.db.select().from(orders).where(eq(orders.id, other.orderId)))[0]?.status).toBe('received');
  });

  it('makes one change of twenty parallel clicks, with one history row and one mail', async () => {
    const order = await placed('race@example.ch');
    const answers = await Promise.all(Array.from({ length: 20 }, () => change(order.orderId, { event: 'markPaid' })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 409, 'conflict');
    expect(await t.database.db.$count(orderStatusHistory, and(eq(orderStatusHistory.orderId, order.orderId), eq(orderStatusHistory.status, 'paid')))).toBe(1);
    expect((await mailsTo('race@example.ch')).filter((mail) => mail.subject?.startsWith('Zahlung erhalten'))).toHaveLength(1);
  });

  it('cancelled, gives back the gift voucher it used and tells the customer why', async () => {
    await t.database.db.insert(vouchers).values({ code: 'BACK20', kind: 'value', amountRappen: 2000, maxUses: 1, combinable: true });
    const guest = await newGuest(t.app);
    await view(t.app, guest, 'POST', '/api/checkout/voucher/add', { code: 'BACK20' });
    await prepareGuest(t.app, guest, 'invoice', 'cancel@example.ch');
    const order = await confirm(t.app, guest);
    expect((await t.database.db.select().from(vouchers).where(eq(vouchers.code, 'BACK20')))[0]?.usedCount).toBe(1);

    const res = await change(order.orderId, { event: 'cancel', reason: 'Bild nicht druckbar' });
    expect(OrderStatusView.parse(res.json()).status).toBe('cancelled');
    expect((await t.database.db.select().from(vouchers).where(eq(vouchers.code, 'BACK20')))[0]?.usedCount).toBe(0);
    const mail = (await mailsTo('cancel@example.ch')).at(-1);
    expect(mail?.subject).toBe(`Ihre Bestellung ${order.number} wurde storniert`);
    expect(mail?.textBody).toContain('Grund: Bild nicht druckbar');
    expectError(await change(order.orderId, { event: 'markPaid' }), 409, 'conflict');
  });

  it('cancelled after it was paid, stops the gift-voucher codes it issued', async () => {
    const order = await placed('revoke@example.ch');
    await change(order.orderId, { event: 'markPaid' });
    const issued = () =>
      t.database.db
        .select({ active: vouchers.active })
        .from(vouchers)
        .innerJoin(orderItems, eq(orderItems.id, vouchers.issuedForOrderItemId))
        .where(eq(orderItems.orderId, order.orderId));
    expect(await issued()).toEqual([{ active: true }]);
    await change(order.orderId, { event: 'cancel', reason: 'Doppelt bestellt' });
    expect(await issued()).toEqual([{ active: false }]);
  });

  it('is the staff’s: 401 without a session, 403 for a step the role may not take, 404 for an unknown order', async () => {
    const order = await placed('anon@example.ch');
    const workshop = (await staffSession(t.app, 'production')).headers;
    const asWorkshop = (event: string) => changeOrderStatus(t.app, workshop, order.orderId, { event });
    expectError(await asWorkshop('markPaid'), 403, 'forbidden');
    await change(order.orderId, { event: 'markPaid' });
    expect((await asWorkshop('startProduction')).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderId}/status`, payload: { event: 'markPaid' } }), 401, 'unauthorized');
    expectError(await change(999_999, { event: 'markPaid' }), 404, 'not_found');
  });
});

describe('production release by payment method', () => {
  it('puts an invoice order into production unpaid, as the checkout promised', async () => {
    const order = await placed('invoice-now@example.ch');
    expect((await staffView(order.orderId)).progress).toMatchObject({ paymentMethod: 'invoice', paidAt: null, hold: null });
    const res = await change(order.orderId, { event: 'startProduction' });
    expect(OrderStatusView.parse(res.json()).status).toBe('in_production');
    expect(await paymentStatusOf(order.orderId)).toBe('pending');
  });

  it('takes an invoice’s money after production started, the status as it was and the step in the history', async () => {
    const order = await placed('invoice-later@example.ch');
    await change(order.orderId, { event: 'startProduction' });
    const paid = OrderStatusView.parse((await change(order.orderId, { event: 'markPaid' })).json());
    expect(paid.status).toBe('in_production');
    expect(paid.progress.paidAt).not.toBeNull();
    expect(paid.history.at(-1)).toMatchObject({ status: 'in_production', event: 'markPaid' });
    expect(await paymentStatusOf(order.orderId)).toBe('paid');
    const twice = expectError(await change(order.orderId, { event: 'markPaid' }, 'en'), 409, 'conflict');
    expect(twice.error.message).toBe('This order is already marked paid. Please reload the order.');
  });

  it('holds a prepaid order until its money came, and says so in the request’s language', async () => {
    const order = await placed('prepaid@example.ch', 'de', 'prepayment');
    expect((await staffView(order.orderId)).progress.hold).toBe('bankTransfer');
    const held = expectError(await change(order.orderId, { event: 'startProduction' }, 'fr'), 409, 'conflict');
    expect(held.error.message).toBe('Cette commande ne peut pas encore passer en production\u202f: Attend le paiement (paiement anticipé).');
    await change(order.orderId, { event: 'markPaid' });
    expect((await staffView(order.orderId)).progress.hold).toBeNull();
    expect((await change(order.orderId, { event: 'startProduction' })).statusCode).toBe(200);
  });
});

describe('shipping', () => {
  it('refuses items not marked printed, in the request’s language, and changes nothing', async () => {
    const order = await placed('unprinted@example.ch');
    await change(order.orderId, { event: 'startProduction' });
    const refused = expectError(await change(order.orderId, { event: 'ship', trackingNumber: '996012345612345678' }, 'it'), 409, 'conflict');
    expect(refused.error.message).toMatch(/^1 articolo non è ancora segnato come stampato\./);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]).toMatchObject({ status: 'in_production', trackingNumber: null });
  });

  it('sends unprinted items with a worded reason, which the audit log keeps', async () => {
    const order = await placed('override@example.ch');
    await change(order.orderId, { event: 'startProduction' });
    const res = await change(order.orderId, { event: 'ship', trackingNumber: '996012345612345678', unprintedReason: 'Karte von Hand geschrieben' });
    expect(OrderStatusView.parse(res.json()).status).toBe('shipped');
    const [entry] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.subjectId, String(order.orderId))));
    expect(entry?.after).toMatchObject({ status: 'shipped', unprintedItems: 1, unprintedReason: 'Karte von Hand geschrieben' });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail, AdminOrderList, type AdminOrdersQuery } from '../../../shared/api/admin-orders';
import { expectError } from '../../test/expect-error';
import { TEST_ADDRESS } from '../../test/test-address';
import { useTestApp } from '../../test/use-test-app';
import { addStaticItem, confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';
import { insertOrder } from '../../test/test-order';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0', MAIL_WORKER_POLL_MS: '0' });
let office: { cookie: string };

beforeAll(async () => {
  office = (await staffSession(t.app, 'office')).headers;
});

async function list(query: AdminOrdersQuery = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ url: `/api/admin/orders?${search}`, headers: office });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderList.parse(res.json());
}
const numbersOf = async (query: AdminOrdersQuery) => (await list(query)).orders.map((o) => o.number);

describe('GET /api/admin/orders', () => {
  it('lists a new order first, with its items, thumbnails and payment method', async () => {
    const guest = await newGuest(t.app, 2);
    await prepareGuest(t.app, guest, 'prepayment', 'staff-list@example.ch');
    const order = await confirm(t.app, guest);
    const { orders } = await list();
    expect(orders[0]).toMatchObject({
      id: order.orderId,
      number: order.number,
      email: 'staff-list@example.ch',
      customerName: 'Lea Keller',
      paymentMethod: 'prepayment',
      status: 'received',
      itemCount: 1,
      printFilesDone: 0,
      printFilesTotal: 1,
    });
    expect(orders[0]?.items).toEqual([expect.objectContaining({ productName: expect.any(String), thumbnailUrl: null })]);
  });

  it('counts only the print files an order needs: an item that prints nothing (a sample set) is done without one', async () => {
    const guest = { cookies: {}, headers: { 'accept-language': 'de' } };
    await addStaticItem(t.app, guest, 1, 'sample-set');
    await prepareGuest(t.app, guest, 'invoice', 'staff-sample@example.ch');
    const order = await confirm(t.app, guest);
    await t.app.printFiles.flush();
    const listed = (await list({ q: 'staff-sample@' })).orders[0];
    expect(listed).toMatchObject({ id: order.orderId, itemCount: 1, printFilesDone: 0, printFilesTotal: 0 });
    const detail = AdminOrderDetail.parse((await t.app.inject({ url: `/api/admin/orders/${order.orderId}`, headers: office })).json());
    // No download offered for a file that does not exist.
    expect(detail.items[0]?.printStatus).toBeNull();
  });

  it('refuses a request without a staff session', async () => {
    expectError(await t.app.inject({ url: '/api/admin/orders' }), 401, 'unauthorized');
  });

  it('finds an order by part of its number, its e-mail address in any case, or a name', async () => {
    const mine = await insertOrder(t.app, {
      email: 'Hanna.Muster@Example.ch',
      billingAddress: { ...TEST_ADDRESS, firstname: 'Hanna', lastname: 'Zwicky-Muster' },
    });
    await insertOrder(t.app, { email: 'someone-else@example.ch' });
    expect(await numbersOf({ q: mine.number })).toEqual([mine.number]);
    expect(await numbersOf({ q: mine.number.slice(1, 5) })).toContain(mine.number);
    expect(await numbersOf({ q: 'hanna.muster@example.CH' })).toEqual([mine.number]);
    expect(await numbersOf({ q: 'zwicky' })).toEqual([mine.number]);
    expect(await numbersOf({ q: 'nobody-like-this' })).toEqual([]);
  });

  it('takes LIKE pattern characters in a search literally', async () => {
    const percent = await insertOrder(t.app, { email: 'fifty%off@example.ch' });
    expect(await numbersOf({ q: '%off' })).toEqual([percent.number]);
    expect(await numbersOf({ q: '_ifty' })).toEqual([]);
  });

  it('filters by status and payment method', async () => {
    const shipped = await insertOrder(t.app, { status: 'shipped', paymentMethod: 'prepayment' });
    const shippedInvoice = await insertOrder(t.app, { status: 'shipped', paymentMethod: 'invoice' });
    expect(await numbersOf({ status: 'shipped' })).toEqual([shippedInvoice.number, shipped.number]);
    expect(await numbersOf({ status: 'shipped', payment: 'prepayment' })).toEqual([shipped.number]);
  });

  it('filters by the Zurich day an order was placed, both days included', async () => {
    // 23:30 UTC on 31 Jan is 00:30 on 1 Feb in Zurich.
    const early = await insertOrder(t.app, { status: 'cancelled', createdAt: new Date('2020-01-31T23:30:00Z') });
    const late = await insertOrder(t.app, { status: 'cancelled', createdAt: new Date('2020-02-03T22:59:00Z') });
    const after = await insertOrder(t.app, { status: 'cancelled', createdAt: new Date('2020-02-03T23:00:00Z') });
    expect(await numbersOf({ status: 'cancelled', from: '2020-02-01', to: '2020-02-03' })).toEqual([late.number, early.number]);
    expect(await numbersOf({ status: 'cancelled', from: '2020-02-04' })).toEqual([after.number]);
    expect(await numbersOf({ status: 'cancelled', to: '2020-01-31' })).toEqual([]);
  });

  it('leaves cancelled orders out, or lists only them', async () => {
    const day = { from: '2021-03-04', to: '2021-03-04' } as const;
    const placed = await insertOrder(t.app, { status: 'received', createdAt: new Date('2021-03-04T10:00:00Z') });
    const cancelled = await insertOrder(t.app, { status: 'cancelled', createdAt: new Date('2021-03-04T11:00:00Z') });
    expect(await numbersOf(day)).toEqual([cancelled.number, placed.number]);
    expect(await numbersOf({ ...day, cancelled: 'false' })).toEqual([placed.number]);
    expect(await numbersOf({ ...day, cancelled: 'true' })).toEqual([cancelled.number]);
  });

  it('finds an order by its QR reference typed as the payment slip prints it, in groups of five', async () => {
    const order = await insertOrder(t.app, { qrReference: '210000000003139471430009017' });
    expect(await numbersOf({ q: '21 00000 00003 13947 14300 09017' })).toEqual([order.number]);
  });

  it('pages by keyset: each page continues before the last, and the last page says so', async () => {
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await insertOrder(t.app, { status: 'in_production' }));
    const first = await list({ status: 'in_production', limit: 2 });
    expect(first.orders.map((o) => o.number)).toEqual([made[4]!.number, made[3]!.number]);
    const second = await list({ status: 'in_production', limit: 2, before: first.nextBefore! });
    expect(second.orders.map((o) => o.number)).toEqual([made[2]!.number, made[1]!.number]);
    const last = await list({ status: 'in_production', limit: 2, before: second.nextBefore! });
    expect(last.orders.map((o) => o.number)).toEqual([made[0]!.number]);
    expect(last.nextBefore).toBeNull();
  });

  it('refuses an unknown status with the one error shape', async () => {
    expectError(await t.app.inject({ url: '/api/admin/orders?status=lost', headers: office }), 400, 'validation_failed');
  });

  it('refuses a day of the year 0, which PostgreSQL has not, and takes one of the year 400', async () => {
    expectError(await t.app.inject({ url: '/api/admin/orders?to=0000-02-29', headers: office }), 400, 'validation_failed');
    expect((await t.app.inject({ url: '/api/admin/orders?from=0400-02-29', headers: office })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the order with addresses, payment, items and the mails written about it', async () => {
    const guest = await newGuest(t.app, 1);
    await prepareGuest(t.app, guest, 'invoice', 'staff-detail@example.ch');
    const order = await confirm(t.app, guest);
    const res = await t.app.inject({ url: `/api/admin/orders/${order.orderId}`, headers: office });
    expect(res.statusCode, res.body).toBe(200);
    const detail = AdminOrderDetail.parse(res.json());
    expect(detail).toMatchObject({ number: order.number, email: 'staff-detail@example.ch', customerId: null, status: 'received' });
    expect(detail.billingAddress.lastname).toBe('Keller');
    expect(detail.items).toHaveLength(1);
    expect(detail.mails).toEqual([expect.objectContaining({ recipient: 'staff-detail@example.ch', status: 'pending' })]);
  });

  it('answers 404 for an unknown order', async () => {
    expectError(await t.app.inject({ url: '/api/admin/orders/99999999', headers: office }), 404, 'not_found');
  });
});

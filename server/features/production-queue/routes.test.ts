import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductionItem, ProductionQueue } from '../../../shared/api/production-queue';
import { orderItems, orders, printJobs } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { canvasAndTemplate, canvasItemBody } from '../../test/canvas-item';
import { call, confirm, newGuest, prepareGuest, type Shopper } from '../checkout/checkout-test-helpers';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
// The owner: these tests also mark orders paid, which the workshop's role may not.
const headers = { cookie: '', 'accept-language': 'en' };
beforeAll(async () => {
  headers.cookie = (await staffSession(t.app, 'owner')).headers.cookie;
});

const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const queue = async () => ProductionQueue.parse((await t.app.inject({ url: '/api/admin/production', headers })).json()).items;
const makeFiles = () => t.app.printFiles.flush();

/** A paid order of one gift voucher: its card is the item to print once its code exists. */
async function paidOrder(email: string) {
  const guest = await newGuest(t.app);
  await prepareGuest(t.app, guest, 'invoice', email);
  const order = await confirm(t.app, guest);
  expect((await post(`/api/admin/orders/${order.orderId}/status`, { event: 'markPaid' })).statusCode).toBe(200);
  const [item] = await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.orderId));
  return { orderId: order.orderId, itemId: item!.id };
}

/** A guest's order of one canvas paid by `method`, whose print job exists from the order on. */
async function canvasOrder(method: string, email: string) {
  const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'de' } };
  const { canvas, template } = await canvasAndTemplate(t.app);
  const added = await call(t.app, shopper, 'POST', '/api/basket/items', canvasItemBody(canvas, template, 1));
  shopper.cookies[BASKET_COOKIE] = added.cookies.find((cookie) => cookie.name === BASKET_COOKIE)?.value ?? '';
  await prepareGuest(t.app, shopper, method, email);
  const order = await confirm(t.app, shopper);
  const [item] = await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.orderId));
  expect(await t.database.db.$count(printJobs, eq(printJobs.orderItemId, item!.id))).toBe(1);
  return { orderId: order.orderId, itemId: item!.id };
}

describe('the production queue', () => {
  it('lists a paid order’s items, prints them once their file is ready, and moves the order into production', async () => {
    const { orderId, itemId } = await paidOrder('queue@example.ch');
    expect((await queue()).find((item) => item.orderItemId === itemId)).toMatchObject({ orderStatus: 'paid', printStatus: 'pending', printedAt: null });
    expectError(await post(`/api/admin/production/${itemId}/printed`), 409, 'conflict');

    await makeFiles();
    const printed = ProductionItem.parse((await post(`/api/admin/production/${itemId}/printed`)).json());
    expect(printed).toMatchObject({ printStatus: 'done', orderStatus: 'in_production' });
    expect(printed.printedAt).not.toBeNull();
    expect(printed.line.productName).toBeTruthy();
    const again = expectError(await post(`/api/admin/production/${itemId}/printed`), 409, 'conflict');
    expect(again.error.message).toBe('This item is already marked printed.');
    expect((await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('in_production');
  });

  it('shows why a print file failed and makes it again on request, once', async () => {
    const { itemId } = await paidOrder('failed@example.ch');
    await t.database.db.update(printJobs).set({ status: 'failed', error: 'original image missing', attempts: 8 }).where(eq(printJobs.orderItemId, itemId));
    expect((await queue()).find((item) => item.orderItemId === itemId)).toMatchObject({
      printStatus: 'failed',
      printError: 'original image missing',
      attempts: 8,
    });
    const retried = ProductionItem.parse((await post(`/api/admin/production/${itemId}/retry`)).json());
    expect(retried).toMatchObject({ printStatus: 'pending', printError: null });
    expectError(await post(`/api/admin/production/${itemId}/retry`), 409, 'conflict');
    expectError(await post('/api/admin/production/999999/retry'), 404, 'not_found');
  });

  it('leaves out a prepaid canvas until its money came, though its print file is being made', async () => {
    const order = await canvasOrder('prepayment', 'unpaid@example.ch');
    expect((await queue()).some((entry) => entry.orderId === order.orderId)).toBe(false);
    await post(`/api/admin/orders/${order.orderId}/status`, { event: 'markPaid' });
    expect((await queue()).some((entry) => entry.orderId === order.orderId)).toBe(true);
  });

  it('lists an invoice’s canvas at once, unpaid, and its printing moves the order into production', async () => {
    const { orderId, itemId } = await canvasOrder('invoice', 'invoice@example.ch');
    expect((await queue()).find((entry) => entry.orderItemId === itemId)).toMatchObject({ orderStatus: 'received' });
    await makeFiles();
    expect(ProductionItem.parse((await post(`/api/admin/production/${itemId}/printed`)).json()).orderStatus).toBe('in_production');
    expect((await t.database.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId)))[0]?.paidAt).toBeNull();
  });
});

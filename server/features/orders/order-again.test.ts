import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BasketItemSchema } from '../../../shared/api/basket-items';
import { OrderDetail } from '../../../shared/api/checkout';
import { OrderAgainResult } from '../../../shared/api/selfcare';
import { checkConfiguration } from '../../../shared/domain';
import { orderItems, orders } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { canvasAndTemplate, canvasItemBody } from '../../test/canvas-item';
import { useTestApp } from '../../test/use-test-app';
import { bearer, registerCustomer } from '../selfcare/test-helpers';
import { call, confirm, prepareRest, type Shopper, view } from '../checkout/checkout-test-helpers';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });

async function customer(): Promise<Shopper> {
  const { token } = await registerCustomer(t.app);
  return { cookies: {}, headers: { ...bearer(token), 'accept-language': 'de' } };
}

/** A customer's order of two canvases with the first template, placed through the API. */
async function canvasOrder(shopper: Shopper) {
  const { canvas, template } = await canvasAndTemplate(t.app);
  const added = await call(t.app, shopper, 'POST', '/api/basket/items', canvasItemBody(canvas, template, 2));
  expect(added.statusCode, added.body).toBe(200);
  await prepareRest(t.app, shopper);
  return { order: await confirm(t.app, shopper), canvas };
}

describe('order detail in self-care', () => {
  it('names status, its date, payment and shipping, and the tracking once the back office has set it', async () => {
    const anna = await customer();
    const { order } = await canvasOrder(anna);
    const read = async () => OrderDetail.parse((await call(t.app, anna, 'GET', `/api/orders/${order.orderId}`)).json());
    const before = await read();
    expect(before).toMatchObject({ status: 'received', statusChangedAt: order.createdAt, paymentName: 'Rechnung mit QR-Einzahlungsschein', tracking: null });
    expect(before.items[0]?.thumbnailUrl).toMatch(/^\/thumbnails\//);

    await t.database.db
      .update(orders)
      .set({ status: 'shipped', trackingNumber: '99.00.123456.12345678', trackingUrl: 'https://service.post.ch/track?id=99' })
      .where(eq(orders.id, order.orderId));
    expect((await read()).tracking).toEqual({ number: '99.00.123456.12345678', url: 'https://service.post.ch/track?id=99' });
  });

  it('is kept by no cache', async () => {
    const anna = await customer();
    const { order } = await canvasOrder(anna);
    const res = await call(t.app, anna, 'GET', `/api/orders/${order.orderId}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('order again', () => {
  it('puts the order’s items into the basket with the same designs, checked and priced today', async () => {
    const anna = await customer();
    const { order, canvas } = await canvasOrder(anna);
    const res = await call(t.app, anna, 'POST', `/api/selfcare/orders/${order.orderId}/again`);
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderAgainResult.parse(res.json())).toEqual({ count: 1, added: 1, refused: [] });

    const basket = await view(t.app, anna, 'GET', '/api/basket');
    const [line] = basket.items;
    const [ordered] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    const item = BasketItemSchema.parse((await call(t.app, anna, 'GET', `/api/config/basketitem/${line?.id}`)).json());
    expect(item.design).toEqual(ordered?.design);
    expect(item.quantity).toBe(2);
    expect(line?.totalRappen).toBe(checkConfiguration(canvas, canvas.defaultConfiguration, 2, new Date()).price.totalRappen);
  });

  it('answers 404 for another customer’s order and leaves both baskets alone', async () => {
    const anna = await customer();
    const ben = await customer();
    const { order } = await canvasOrder(anna);
    expectError(await call(t.app, ben, 'POST', `/api/selfcare/orders/${order.orderId}/again`), 404, 'not_found');
    expect((await view(t.app, ben, 'GET', '/api/basket')).items).toEqual([]);
    expect((await view(t.app, anna, 'GET', '/api/basket')).items).toEqual([]);
  });

  it('answers 401 without a login', async () => {
    expectError(await call(t.app, { cookies: {}, headers: {} }, 'POST', '/api/selfcare/orders/1/again'), 401, 'unauthorized');
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminProduct } from '../../../shared/api/admin-catalogue';
import type { Template } from '../../../shared/api/config';
import { checkConfiguration, type Product } from '../../../shared/domain';
import { withValueAt } from '../../../shared/domain/product/product-definition';
import { orderItems } from '../../db/schema';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { canvasAndTemplate, canvasItemBody } from '../../test/canvas-item';
import { useTestApp } from '../../test/use-test-app';
import { call, confirm, prepareGuest, type Shopper, view } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';

/*
 * A basket item keeps the product version it was checked with until the shopper's basket checks it
 * again (GET /api/basket): a price change in the back office reaches it there, and the answer says
 * which price moved.
 */

const t = useTestApp({ CATALOGUE_CACHE_MS: '0' });
const staff = { cookie: '' };
let canvas: Product;
let template: Template;
beforeAll(async () => {
  staff.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  ({ canvas, template } = await canvasAndTemplate(t.app));
});

async function guestWithCanvas(): Promise<{ shopper: Shopper; itemId: number; unitRappen: number }> {
  const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'en' } };
  const res = await call(t.app, shopper, 'POST', '/api/basket/items', canvasItemBody(canvas, template));
  expect(res.statusCode, res.body).toBe(200);
  shopper.cookies[BASKET_COOKIE] = res.cookies.find((c) => c.name === BASKET_COOKIE)!.value;
  const basket = await view(t.app, shopper, 'GET', '/api/basket');
  return { shopper, itemId: basket.items[0]!.id, unitRappen: basket.items[0]!.unitRappen };
}

/** The unit price of the default canvas as the shop's product answers it now. */
async function shopUnitRappen(): Promise<number> {
  const { canvas: current } = await canvasAndTemplate(t.app);
  return checkConfiguration(current, current.defaultConfiguration, 1, new Date()).price.unitRappen;
}

/** The office raises the canvas's base costs by `chf` (a new version). */
async function raiseCanvas(chf: number): Promise<void> {
  const current = AdminProduct.parse((await t.app.inject({ url: '/api/admin/catalogue/products/canvas', headers: staff })).json());
  const baseCosts = (current.definition.pricing as { baseCosts: number }).baseCosts + chf;
  const definition = withValueAt(current.definition, ['pricing', 'baseCosts'], baseCosts);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/catalogue/products/canvas',
    headers: staff,
    payload: { version: current.version, definition },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a basket item after a price change', () => {
  it('keeps the price it was made with in every answer until the basket checks it again', async () => {
    const { shopper, itemId, unitRappen } = await guestWithCanvas();
    await raiseCanvas(10);
    const kept = await view(t.app, shopper, 'POST', `/api/basket/items/${itemId}/quantity`, { quantity: 2 });
    expect(kept.items[0]).toMatchObject({ unitRappen, totalRappen: 2 * unitRappen });
    expect(kept.priceChanges).toEqual([]);
  });

  it('moves to the new price when the shopper opens the basket, which names the change once', async () => {
    const { shopper, itemId, unitRappen } = await guestWithCanvas();
    await raiseCanvas(10);
    const raised = await shopUnitRappen();
    expect(raised).toBeGreaterThan(unitRappen);
    const opened = await view(t.app, shopper, 'GET', '/api/basket');
    expect(opened.items[0]!.unitRappen).toBe(raised);
    expect(opened.priceChanges).toEqual([{ itemId, productName: 'Canvas print', fromUnitRappen: unitRappen, toUnitRappen: raised }]);
    const again = await view(t.app, shopper, 'GET', '/api/basket');
    expect(again.items[0]!.unitRappen).toBe(raised);
    expect(again.priceChanges).toEqual([]);
  });

  it('is ordered at the price the shopper last saw, with the version that priced it', async () => {
    const { shopper, unitRappen } = await guestWithCanvas();
    const seen = await prepareGuest(t.app, shopper, 'invoice', 'kept-price@example.ch');
    await raiseCanvas(10);
    const order = await confirm(t.app, shopper);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(item).toMatchObject({ unitRappen, productVersion: expect.any(Number) });
    expect(seen.items[0]!.unitRappen).toBe(unitRappen);
    const current = AdminProduct.parse((await t.app.inject({ url: '/api/admin/catalogue/products/canvas', headers: staff })).json());
    expect(item!.productVersion).toBe(current.version - 1);
  });

  it('takes the new price for an item made after the change', async () => {
    const first = await guestWithCanvas();
    await raiseCanvas(10);
    const later = await guestWithCanvas();
    expect(later.unitRappen).toBe(await shopUnitRappen());
    expect(later.unitRappen).toBeGreaterThan(first.unitRappen);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BasketItemSaved } from '../../../shared/api/basket-items';
import type { Template } from '../../../shared/api/config';
import { DRAFT_HEADER, DraftCreated } from '../../../shared/api/partner-drafts';
import { checkConfiguration, designSatisfies, type Product } from '../../../shared/domain';
import { catalogues } from '../../../shared/i18n/messages';
import { serverCatalogues } from '../../../shared/i18n/messages/server-catalogues';
import { basketItems, baskets, orderItems, orders, printJobs, products } from '../../db/schema';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { hashSecret } from '../../plugins/app/auth';
import { canvasAndTemplate, canvasItemBody } from '../../test/canvas-item';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { addStaticItem, call, confirm, prepareGuest, type Shopper } from '../checkout/checkout-test-helpers';
import { storedInstruction } from './stored-instruction';

/*
 * No item without the picture its product prints reaches an order: adding, editing, copying,
 * handing over and confirming it are refused with one 422 in the request's language; a product
 * that prints nothing (the gift voucher) goes through without a design.
 */

const PARTNER = 'http://partner.test';
// The print worker stays off: the print jobs are looked at as confirm leaves them.
const t = useTestApp({ PARTNER_ORIGINS: PARTNER, PRINT_WORKER_POLL_MS: '0' });
let canvas: Product;
let template: Template;
beforeAll(async () => {
  ({ canvas, template } = await canvasAndTemplate(t.app));
});

const emptyCanvasBody = () => ({ ...canvasItemBody(canvas, template), design: {} });
/** The refusal that names the canvas, in the catalogue's words of the language. */
const namingCanvas = async (locale: 'fr' | 'it' | 'en') =>
  serverCatalogues[locale]['designRequirement.item'].replace('{product}', (await t.app.productRepository.find('canvas', locale))!.name);

function keepCookie(shopper: Shopper, res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === BASKET_COOKIE)?.value;
  if (cookie) shopper.cookies[BASKET_COOKIE] = cookie;
}

async function addCanvas(shopper: Shopper): Promise<number> {
  const res = await call(t.app, shopper, 'POST', '/api/basket/items', canvasItemBody(canvas, template));
  expect(res.statusCode, res.body).toBe(200);
  keepCookie(shopper, res);
  return BasketItemSaved.parse(res.json()).basketItemId;
}

/** A canvas item without a design, as one stored before the rule held: straight into the basket's row. */
async function storeEmptyCanvas(basketId: number): Promise<number> {
  const [product] = await t.database.db.select({ version: products.version }).from(products).where(eq(products.id, 'canvas'));
  const check = checkConfiguration(canvas, canvas.defaultConfiguration, 1, new Date());
  const [row] = await t.database.db
    .insert(basketItems)
    .values({ basketId, productId: 'canvas', productVersion: product!.version, quantity: 1, instruction: storedInstruction(check), design: {}, printdata: {} })
    .returning({ id: basketItems.id });
  return row!.id;
}

async function basketIdOf(cookie: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: baskets.id })
    .from(baskets)
    .where(eq(baskets.tokenHash, hashSecret(cookie)));
  return row!.id;
}

describe('an item whose design lacks its picture', () => {
  it.each(['de', 'fr', 'it', 'en'] as const)('is refused at basket add with 422 and the configurator’s words (%s)', async (locale) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: emptyCanvasBody(), headers: { 'accept-language': locale } });
    const { error } = expectError(res, 422, 'unprocessable');
    expect(error.message).toBe(catalogues[locale]['design.noImage']);
    expect(error.fields).toEqual({ design: [catalogues[locale]['design.noImage']] });
    expect(res.cookies.find((c) => c.name === BASKET_COOKIE)).toBeUndefined();
  });

  it('is refused at edit, and the stored item keeps its picture', async () => {
    const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'de' } };
    const id = await addCanvas(shopper);
    expectError(await call(t.app, shopper, 'POST', '/api/basket/items', emptyCanvasBody()), 422, 'unprocessable');
    const res = await t.app.inject({ method: 'PUT', url: `/api/basket/items/${id}`, payload: emptyCanvasBody(), cookies: shopper.cookies });
    expect(expectError(res, 422, 'unprocessable').error.fields?.design).toEqual([catalogues.de['design.noImage']]);
    const [row] = await t.database.db.select({ design: basketItems.design }).from(basketItems).where(eq(basketItems.id, id));
    expect(designSatisfies(canvas, row!.design)).toBe(true);
  });

  it('is refused when copied, naming the product', async () => {
    const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'fr' } };
    await addCanvas(shopper);
    const basketId = await basketIdOf(shopper.cookies[BASKET_COOKIE]!);
    const empty = await storeEmptyCanvas(basketId);
    const res = await call(t.app, shopper, 'POST', `/api/basket/items/${empty}/clone`);
    const message = await namingCanvas('fr');
    expect(expectError(res, 422, 'unprocessable').error).toMatchObject({ message, fields: { design: [message] } });
    const rows = await t.database.db.select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.basketId, basketId));
    expect(rows).toHaveLength(2);
  });

  it('is not refused when copied with its picture', async () => {
    const shopper: Shopper = { cookies: {}, headers: {} };
    const id = await addCanvas(shopper);
    expect((await call(t.app, shopper, 'POST', `/api/basket/items/${id}/clone`)).statusCode).toBe(200);
  });

  it('is refused at a draft’s handover, and no code is made', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/drafts', headers: { origin: PARTNER } });
    const token = DraftCreated.parse(created.json()).token;
    const [draft] = await t.database.db
      .select({ id: baskets.id })
      .from(baskets)
      .where(eq(baskets.tokenHash, hashSecret(token)));
    await storeEmptyCanvas(draft!.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/drafts/handover',
      headers: { [DRAFT_HEADER]: token, origin: PARTNER, 'accept-language': 'it' },
    });
    const message = await namingCanvas('it');
    expect(expectError(res, 422, 'unprocessable').error).toMatchObject({ message, fields: { design: [message] } });
    expect(await t.database.db.select().from(baskets).where(eq(baskets.status, 'handover'))).toEqual([]);
  });

  it('is refused at confirm, and no order is placed', async () => {
    const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'en' } };
    await addStaticItem(t.app, shopper);
    const basketId = await basketIdOf(shopper.cookies[BASKET_COOKIE]!);
    await storeEmptyCanvas(basketId);
    await prepareGuest(t.app, shopper, 'invoice', 'empty-canvas@example.ch');
    const res = await call(t.app, shopper, 'POST', '/api/checkout/confirm');
    const message = await namingCanvas('en');
    expect(expectError(res, 422, 'unprocessable').error).toMatchObject({ message, fields: { design: [message] } });
    expect(await t.database.db.select().from(orders).where(eq(orders.basketId, basketId))).toEqual([]);
  });

  it('shows on its basket line why it cannot be ordered', async () => {
    const shopper: Shopper = { cookies: {}, headers: { 'accept-language': 'de' } };
    await addStaticItem(t.app, shopper);
    const empty = await storeEmptyCanvas(await basketIdOf(shopper.cookies[BASKET_COOKIE]!));
    const basket = (await call(t.app, shopper, 'GET', '/api/basket')).json() as { items: { id: number; errors: string[] }[] };
    expect(basket.items.find((item) => item.id === empty)?.errors).toEqual([serverCatalogues.de['designRequirement.line']]);
  });
});

describe('a product that prints nothing', () => {
  it('goes to the basket without a design', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/basket/items',
      payload: {
        productId: 'gift-voucher',
        instruction: { version: 2, configuration: { design: { custom: false, id: 'neutral', name: 'Neutral' } } },
        design: {},
        quantity: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is ordered without a design, beside a canvas whose print job has its picture', async () => {
    const shopper: Shopper = { cookies: {}, headers: {} };
    await addStaticItem(t.app, shopper);
    await addCanvas(shopper);
    await prepareGuest(t.app, shopper, 'invoice', 'voucher-and-canvas@example.ch');
    const confirmation = await confirm(t.app, shopper);
    const items = await t.database.db
      .select({ productId: orderItems.productId, design: orderItems.design, job: printJobs.id })
      .from(orderItems)
      .leftJoin(printJobs, eq(printJobs.orderItemId, orderItems.id))
      .where(eq(orderItems.orderId, confirmation.orderId));
    const printed = items.find((item) => item.productId === 'canvas');
    expect(printed?.job).not.toBeNull();
    expect(designSatisfies(canvas, printed!.design)).toBe(true);
    expect(items.map((item) => item.productId).toSorted()).toEqual(['canvas', 'gift-voucher']);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import type { AddStaticBody } from '../../../shared/api/basket-view';
import { areasNeedingImage, checkConfiguration, toConfiguration } from '../../../shared/domain';
import type { Db } from '../../db/database';
import { basketItems, baskets } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import type { WithBasketToken } from '../../http/basket-cookie';
import type { ServiceContext } from '../../http/context';
import { ensureBasket, findBasketId, type VisitorScope } from './basket-session';
import { itemCount } from './basket-view';
import { serverIntl } from '../../i18n/server-intl';
import { checkRefusal, isQuantityError } from './check-refusal';
import { storedInstruction } from './stored-instruction';
import { deleteDraftOf } from './configurator-draft-rows';
import { requireImages } from './design-refusal';

/** The visitor's open basket, or 404: an item of anyone else's basket is never found. */
export async function requireBasketId(scope: VisitorScope): Promise<number> {
  const basketId = await findBasketId(scope);
  if (basketId === null) throw notFound('basket');
  return basketId;
}

async function itemOf(db: Db, basketId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
    .limit(1);
  if (!row) throw notFound('basketItem');
  return row;
}

const touch = (db: Db, basketId: number) =>
  db
    .update(baskets)
    .set({ updatedAt: sql`now()` })
    .where(eq(baskets.id, basketId));

/**
 * A new quantity for an item: checked against the limits of the product version the item keeps
 * (422 with the reason), the price and bulk tier follow when the basket is read. The stored
 * instruction is kept as it was.
 */
export async function setQuantity(ctx: ServiceContext, itemId: number, quantity: number): Promise<void> {
  const { db, locale, now } = ctx;
  const basketId = await requireBasketId(ctx);
  const item = await itemOf(db, basketId, itemId);
  const product = await ctx.productRepository.atVersion(item.productId, item.productVersion, locale);
  if (product) {
    const check = checkConfiguration(product, toConfiguration(item.instruction.configuration ?? {}), quantity, now);
    const quantityErrors = check.errors.filter(isQuantityError);
    if (quantityErrors.length) throw checkRefusal(locale, quantityErrors, () => 'quantity');
  }
  await db
    .update(basketItems)
    .set({ quantity })
    .where(and(eq(basketItems.id, item.id), eq(basketItems.basketId, basketId)));
  await touch(db, basketId);
}

export async function removeItem(ctx: ServiceContext, itemId: number): Promise<void> {
  const { db } = ctx;
  const basketId = await requireBasketId(ctx);
  const removed = await db
    .delete(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
    .returning({ id: basketItems.id });
  if (removed.length === 0) throw notFound('basketItem');
  await touch(db, basketId);
}

/** A copy of an item, refused (422) when the item lacks a picture its product prints: a copy would never be orderable. */
export async function cloneItem(ctx: ServiceContext, itemId: number): Promise<void> {
  const { db } = ctx;
  const basketId = await requireBasketId(ctx);
  const item = await itemOf(db, basketId, itemId);
  const { productId, productVersion, quantity, instruction, design, printdata, qualityConfirmed } = item;
  const product = await ctx.productRepository.atVersion(productId, productVersion, ctx.locale);
  if (product) requireImages(ctx.locale, product, design, 'item');
  await db.insert(basketItems).values({ basketId, productId, productVersion, quantity, instruction, design, printdata, qualityConfirmed });
  await touch(db, basketId);
}

/**
 * A product that prints nothing of the customer's (gift voucher, sample set): checked and priced
 * like every item, with the product's default configuration under the options sent. A product that
 * prints a design needs its picture and goes through the configurator.
 */
export async function addStatic(ctx: ServiceContext, body: AddStaticBody): Promise<WithBasketToken<{ basketItemId: number; count: number }>> {
  const { db, locale, now } = ctx;
  const current = await ctx.productRepository.current(body.productId, locale);
  if (!current) throw notFound('product');
  const { product } = current;
  const intl = serverIntl(locale);
  if (areasNeedingImage(product).length > 0) throw new HttpError('unprocessable', intl.formatMessage({ id: 'checkout.item.needsDesign' }));
  const check = checkConfiguration(product, { ...product.defaultConfiguration, ...body.configuration }, body.quantity, now);
  if (check.errors.length) throw checkRefusal(locale, check.errors, (error) => ('attributeId' in error ? `configuration.${error.attributeId}` : 'quantity'));
  const instruction = storedInstruction(check);
  const { basketId, basketToken } = await ensureBasket(ctx);
  const [row] = await db
    .insert(basketItems)
    .values({ basketId, productId: product.id, productVersion: current.version, quantity: body.quantity, instruction, design: {}, printdata: {} })
    .returning({ id: basketItems.id });
  await deleteDraftOf(db, basketId, product.id);
  await touch(db, basketId);
  return { value: { basketItemId: (row as { id: number }).id, count: await itemCount(db, basketId) }, basketToken };
}

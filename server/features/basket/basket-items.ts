import { and, count, eq } from 'drizzle-orm';
import type { BasketItemBody, BasketItemDto } from '../../../shared/api/basket-items';
import { type CheckResult, checkConfiguration, isImageItem, REFUSE_BELOW_DPI, sizeAttribute, toConfiguration } from '../../../shared/domain';
import { normalizeDesign } from '../../../shared/domain/design/normalize-design';
import { basketItems } from '../../db/schema';
import type { WithBasketToken } from '../../http/basket-cookie';
import type { ServiceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { imagesUsable } from './usable-images';
import { ensureBasket, findBasketId, type VisitorScope } from './basket-session';
import { checkRefusal, isQuantityError } from './check-refusal';
import { serverIntl } from '../../i18n/server-intl';
import { storedInstruction } from './stored-instruction';
import { deleteDraftOf } from './configurator-draft-rows';
import { requireImages } from './design-refusal';

type SavedItem = { basketItemId: number; count: number; price: CheckResult['price'] };

/**
 * Checks, prices and stores a configured item as the server sees it: the configuration is checked
 * anew with shared/domain against the product's current version (the browser's price and print
 * data are never read), the design is laid out again on the checked size, and the basket item saved
 * in the visitor's basket with the version it was checked with.
 */
export async function saveBasketItem(ctx: ServiceContext, body: BasketItemBody, itemId: number | null): Promise<WithBasketToken<SavedItem>> {
  const { db, locale, now } = ctx;
  const current = await ctx.productRepository.current(body.productId, locale);
  if (!current) throw notFound('product');
  const { product } = current;
  const check = checkConfiguration(product, toConfiguration(body.instruction.configuration), body.quantity, now);
  if (check.errors.length) {
    const sizeId = sizeAttribute(product)?.id ?? 'size';
    throw checkRefusal(
      locale,
      check.errors,
      (error) => `configuration.${'attributeId' in error ? error.attributeId : isQuantityError(error) ? 'quantity' : sizeId}`,
    );
  }
  const normalized = normalizeDesign(check.printAreas[0], body.design);
  requireImages(locale, product, normalized.design, 'design');
  const imageIds = Object.values(normalized.design).flatMap((area) => area.items.filter(isImageItem).map((item) => item.specs.orig.id));
  if (!(await imagesUsable(ctx, imageIds)))
    throw new HttpError('unprocessable', undefined, { design: [serverIntl(locale).formatMessage({ id: 'design.noImage' })] });
  if (normalized.lowestDpi !== null && normalized.lowestDpi < REFUSE_BELOW_DPI && !body.qualityConfirmed) {
    const dpi = Math.round(normalized.lowestDpi);
    throw new HttpError('unprocessable', undefined, { design: [serverIntl(locale).formatMessage({ id: 'design.quality.refuse' }, { dpi })] });
  }
  const instruction = storedInstruction(check);
  const values = {
    productId: product.id,
    productVersion: current.version,
    quantity: body.quantity,
    instruction,
    design: normalized.design,
    printdata: normalized.printdata,
    qualityConfirmed: body.qualityConfirmed,
  };

  const { basketId, basketToken } = await ensureBasket(ctx);
  let savedId: number;
  if (itemId === null) {
    const [row] = await db
      .insert(basketItems)
      .values({ ...values, basketId })
      .returning({ id: basketItems.id });
    savedId = (row as { id: number }).id;
    // The design is in the basket now: its draft is done (an edited item never had one).
    await deleteDraftOf(db, basketId, product.id);
  } else {
    const [row] = await db
      .update(basketItems)
      .set(values)
      .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
      .returning({ id: basketItems.id });
    if (!row) throw notFound('basketItem');
    savedId = row.id;
  }
  const [total] = await db
    .select({ count: count(basketItems.id) })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId));
  return { value: { basketItemId: savedId, count: total?.count ?? 0, price: check.price }, basketToken };
}

/** One item of the visitor's own open basket, or null (anyone else's item is never found). */
export async function findBasketItem(scope: VisitorScope, id: number): Promise<BasketItemDto | null> {
  const { db } = scope;
  const basketId = await findBasketId(scope);
  if (basketId === null) return null;
  const [row] = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.id, id), eq(basketItems.basketId, basketId)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    productId: row.productId,
    // The API's schema keeps the bill of materials as plain records.
    instruction: { ...row.instruction, bom: row.instruction.bom.map((line) => ({ ...line })) },
    // Stored designs are laid out by normalizeDesign: image and text items, as the API's schema says.
    design: row.design as BasketItemDto['design'],
    printdata: row.printdata,
    quantity: row.quantity,
  };
}

import { and, eq, ne } from 'drizzle-orm';
import type { PriceChange } from '../../../shared/api/basket-view';
import { checkConfiguration, toConfiguration } from '../../../shared/domain';
import { normalizeDesign } from '../../../shared/domain/design/normalize-design';
import { basketItems, products } from '../../db/schema';
import type { PricingScope } from './priced-basket';
import { storedInstruction } from './stored-instruction';

/*
 * A basket item keeps the product version it was checked with, and is priced by it, until the
 * shopper's basket checks it again: when the shopper opens the basket or the checkout (GET
 * /api/basket), every item whose product has a newer version is checked against that version and
 * moves to it. What the shopper saw is what confirm charges; a catalogue change reaches the basket
 * at that next look, and the answer names each item whose price it changed.
 */

/**
 * Moves the basket's items of an older product version to the current one: checked anew (the
 * instruction and print data follow the current print areas when the item still passes), the
 * version kept. An item the current version refuses moves too, and shows its errors in the basket.
 * Answers the price changes; a parallel re-check of the same item reports it once.
 */
export async function recheckItems(scope: PricingScope, basketId: number): Promise<PriceChange[]> {
  const { db, productRepository, locale, now } = scope;
  const stale = await db
    .select({ item: basketItems })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(and(eq(basketItems.basketId, basketId), ne(basketItems.productVersion, products.version), eq(products.active, true)))
    .orderBy(basketItems.id);
  const changes: PriceChange[] = [];
  for (const { item } of stale) {
    const current = await productRepository.current(item.productId, locale);
    if (!current) continue;
    const configuration = toConfiguration(item.instruction.configuration ?? {});
    const earlier = await productRepository.atVersion(item.productId, item.productVersion, locale);
    const before = earlier ? checkConfiguration(earlier, configuration, item.quantity, now) : null;
    const after = checkConfiguration(current.product, configuration, item.quantity, now);
    const passes = after.errors.length === 0;
    const laidOut = passes ? normalizeDesign(after.printAreas[0], item.design) : null;
    const moved = await db
      .update(basketItems)
      .set({
        productVersion: current.version,
        ...(passes && laidOut ? { instruction: storedInstruction(after), design: laidOut.design, printdata: laidOut.printdata } : {}),
      })
      .where(and(eq(basketItems.id, item.id), eq(basketItems.productVersion, item.productVersion)))
      .returning({ id: basketItems.id });
    if (moved.length === 0 || !passes || !before || before.price.unitRappen === after.price.unitRappen) continue;
    changes.push({ itemId: item.id, productName: current.product.name, fromUnitRappen: before.price.unitRappen, toUnitRappen: after.price.unitRappen });
  }
  return changes;
}

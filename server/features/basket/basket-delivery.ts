import { expectedDelivery, type IsoDate } from '../../../shared/domain';
import type { PricedBasket } from './priced-basket';

/**
 * The day the basket would arrive if ordered at `now` with its shipping: what the basket shows as
 * an estimate and what confirm fixes on the order, from the one domain function. null without shipping.
 */
export function basketDelivery(priced: Pick<PricedBasket, 'items' | 'totals'>, now: Date): IsoDate | null {
  const shipping = priced.totals.shipping;
  if (shipping === null) return null;
  return expectedDelivery({
    orderedAt: now,
    productionDays: priced.items.map((item) => item.check?.maxProductionTime ?? 0),
    transitDays: shipping.transitDays,
  });
}

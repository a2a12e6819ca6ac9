import { evaluate } from '../check/evaluate';
import type { Configuration, ConfigurationValue, Product } from '../product/product-schema';
import type { Rappen } from '../units/units';
import { bulkTier } from './dynamic-price';

/*
 * Prices at the decision: what another option adds and what a larger quantity saves. Both are the
 * checker's own unit prices (same rounding to .90, same bulk tier) subtracted or compared, so what
 * the configurator promises is what the basket charges. A configuration that cannot be ordered has no
 * price to compare: the answer is then null and the checker's errors say why.
 */

function orderableUnit(product: Product, configuration: Configuration, quantity: number, today: Date): Rappen | null {
  const { price, errors } = evaluate(product, configuration, quantity, today);
  return errors.length ? null : price.unitRappen;
}

/** The unit price with `value` for the attribute minus `now`, the unit price of the configuration as it is. */
function deltaFrom(
  now: Rappen | null,
  product: Product,
  configuration: Configuration,
  attributeId: string,
  value: ConfigurationValue,
  quantity: number,
  today: Date,
) {
  if (now === null) return null;
  const other = orderableUnit(product, { ...configuration, [attributeId]: value }, quantity, today);
  return other === null ? null : ((other - now) as Rappen);
}

/** Unit price with `value` for the attribute minus the unit price of `configuration` as it is. */
export function optionDelta(
  product: Product,
  configuration: Configuration,
  attributeId: string,
  value: ConfigurationValue,
  quantity: number,
  today: Date,
): Rappen | null {
  return deltaFrom(orderableUnit(product, configuration, quantity, today), product, configuration, attributeId, value, quantity, today);
}

/** optionDelta of every option of the attribute, by option id; the configuration's own price is evaluated once. */
export function optionDeltas(
  product: Product,
  configuration: Configuration,
  attributeId: string,
  quantity: number,
  today: Date,
): Record<string, Rappen | null> {
  const now = orderableUnit(product, configuration, quantity, today);
  const options = product.attributes.find((a) => a.id === attributeId)?.options ?? [];
  return Object.fromEntries(options.map((option) => [option.id, deltaFrom(now, product, configuration, attributeId, option.id, quantity, today)]));
}

export interface BulkOffer {
  /** From this many pieces ... */
  readonly fromAmount: number;
  /** ... each costs this. */
  readonly unitRappen: Rappen;
}

/** The next bulk tier above the quantity with its unit price, when that is orderable and cheaper. */
export function nextBulkOffer(product: Product, configuration: Configuration, quantity: number, today: Date): BulkOffer | null {
  const { pricing } = product;
  if (pricing.priceType !== 'dynamic') return null;
  const current = bulkTier(pricing.bulkPrices, quantity);
  const above = pricing.bulkPrices.filter((tier) => tier.fromAmount > quantity && tier.fromAmount > (current?.fromAmount ?? 0));
  const next = above.reduce<(typeof above)[number] | null>((lowest, tier) => (lowest === null || tier.fromAmount < lowest.fromAmount ? tier : lowest), null);
  if (next === null) return null;
  const now = orderableUnit(product, configuration, quantity, today);
  const then = orderableUnit(product, configuration, next.fromAmount, today);
  return now === null || then === null || then >= now ? null : { fromAmount: next.fromAmount, unitRappen: then };
}

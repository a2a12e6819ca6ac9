import { checkConfiguration } from '../check/check-configuration';
import type { Product } from '../product/product-schema';
import { priceList } from './price-list';

/** Lowest and highest unit price in CHF (VAT included, quantity 1). */
export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

/**
 * The prices the price list shows for a product: its orderable catalogue sizes (sizes the default
 * configuration cannot have are left out, as the list marks them unavailable). A product without
 * sizes (a voucher, a sample set) has the one price of its default configuration; null when even
 * that cannot be ordered.
 */
export function priceRange(product: Product, today: Date): PriceRange | null {
  const prices = priceList(product, today)
    .orientations.flatMap((o) => o.groups.flatMap((g) => g.entries))
    .filter((entry) => entry.errors.length === 0)
    .map((entry) => entry.price.unit);
  if (prices.length) return { low: Math.min(...prices), high: Math.max(...prices) };
  const check = checkConfiguration(product, product.defaultConfiguration, 1, today);
  return check.errors.length ? null : { low: check.price.unit, high: check.price.unit };
}

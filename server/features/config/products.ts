import { asc, eq } from 'drizzle-orm';
import type { ProductSummary } from '../../../shared/api/config';
import { checkConfiguration } from '../../../shared/domain/check/check-configuration';
import { priceList } from '../../../shared/domain/price-list/price-list';
import { Product } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import { localize } from '../../../shared/i18n/localize';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { localizedPath } from '../cms/paths';

/** The lowest unit price of any orderable catalogue size (or of the default configuration), in CHF. */
export function fromPrice(product: Product, today: Date): number | null {
  const prices = priceList(product, today)
    .orientations.flatMap((o) => o.groups.flatMap((g) => g.entries))
    .filter((entry) => entry.errors.length === 0)
    .map((entry) => entry.price.unit);
  if (prices.length) return Math.min(...prices);
  const check = checkConfiguration(product, product.defaultConfiguration, 1, today);
  return check.errors.length ? null : check.price.unit;
}

export async function listProducts(db: Db, locale: Locale, today: Date): Promise<ProductSummary[]> {
  const rows = await db
    .select({ id: products.id, slugs: products.slugs, definition: products.definition })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.position));
  return rows.map((row) => {
    const product = Product.parse(localize(row.definition, locale));
    return {
      id: row.id,
      name: product.name,
      summary: product.summary,
      url: localizedPath(locale, row.slugs[locale]),
      fromPrice: fromPrice(product, today),
    };
  });
}

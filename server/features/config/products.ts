import { asc, eq } from 'drizzle-orm';
import type { ProductSummary } from '../../../shared/api/config';
import { priceRange } from '../../../shared/domain/price-list/price-range';
import { Product } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import { localize } from '../../../shared/i18n/localize';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { localizedPath } from '../cms/paths';

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
      fromPrice: priceRange(product, today)?.low ?? null,
    };
  });
}

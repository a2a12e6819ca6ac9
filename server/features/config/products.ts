import { and, asc, eq } from 'drizzle-orm';
import type { ProductSummary } from '../../../shared/api/config';
import { Product } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import { localize } from '../../../shared/i18n/localize';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { localizedPath } from '../cms/paths';

/** One active product in one language, checked against the domain's product model. */
export async function findProduct(db: Db, id: string, locale: Locale): Promise<Product | null> {
  const [row] = await db
    .select({ definition: products.definition })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  return row ? Product.parse(localize(row.definition, locale)) : null;
}

export async function listProducts(db: Db, locale: Locale): Promise<ProductSummary[]> {
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
      fromPrice: null,
    };
  });
}

import { and, eq } from 'drizzle-orm';
import { Product } from '../../shared/domain/product/product-schema';
import type { Locale } from '../../shared/i18n/locales';
import { localize } from '../../shared/i18n/localize';
import type { Db } from '../db/database';
import { products } from '../db/schema';
import type { CatalogueCache } from './catalogue-cache';

/** The active products, one in one language at a time, checked against the domain's product model. */
export interface ProductRepository {
  find(id: string, locale: Locale): Promise<Product | null>;
}

async function readProduct(db: Db, id: string, locale: Locale): Promise<Product | null> {
  const [row] = await db
    .select({ definition: products.definition })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  return row ? Product.parse(localize(row.definition, locale)) : null;
}

/** Products read as `db` sees them, every time: inside a transaction, over its own connection. */
export function uncachedProducts(db: Db): ProductRepository {
  return { find: (id, locale) => readProduct(db, id, locale) };
}

/**
 * The app's products, kept in its catalogue cache (created once at start by the catalogue-cache
 * plugin): reading and validating a product costs about 3 ms, and every price check and basket
 * change needs one.
 */
export function cachedProducts(db: Db, cache: CatalogueCache): ProductRepository {
  return { find: (id, locale) => cache.value(`product:${locale}:${id}`, () => readProduct(db, id, locale)) };
}

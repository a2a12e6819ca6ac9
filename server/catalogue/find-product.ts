import { and, eq } from 'drizzle-orm';
import { Product } from '../../shared/domain/product/product-schema';
import type { Locale } from '../../shared/i18n/locales';
import { localize } from '../../shared/i18n/localize';
import type { Db } from '../db/database';
import { products } from '../db/schema';
import type { CatalogueCache } from './catalogue-cache';

/** One active product in one language, checked against the domain's product model. */
export async function findProduct(db: Db, id: string, locale: Locale): Promise<Product | null> {
  const load = async () => {
    const [row] = await db
      .select({ definition: products.definition })
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)))
      .limit(1);
    return row ? Product.parse(localize(row.definition, locale)) : null;
  };
  // Reading and validating a product costs about 3 ms; every price check and basket change needs one.
  const cache = productCaches.get(db);
  return cache ? cache.value(`product:${locale}:${id}`, load) : load();
}

const productCaches = new WeakMap<Db, CatalogueCache>();

/** Products of this database are kept in its catalogue cache (set up by the catalogue-cache plugin). */
export function cacheProductsIn(db: Db, cache: CatalogueCache): void {
  productCaches.set(db, cache);
}

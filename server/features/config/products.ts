import { and, asc, eq } from 'drizzle-orm';
import type { ProductSummary } from '../../../shared/api/config';
import { checkConfiguration } from '../../../shared/domain/check/check-configuration';
import { priceList } from '../../../shared/domain/price-list/price-list';
import { Product } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import { localize } from '../../../shared/i18n/localize';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { localizedPath } from '../cms/paths';

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

export async function listProducts(db: Db, locale: Locale, today = new Date()): Promise<ProductSummary[]> {
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

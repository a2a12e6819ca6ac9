import { and, eq } from 'drizzle-orm';
import { Product } from '../../shared/domain/product/product-schema';
import type { Locale } from '../../shared/i18n/locales';
import { localize } from '../../shared/i18n/localize';
import type { Db } from '../db/database';
import { products, productVersions } from '../db/schema';
import type { CatalogueCache } from './catalogue-cache';

/** A product with the number of the version it was read from. */
interface VersionedProduct {
  readonly product: Product;
  readonly version: number;
}

/** The active products, one in one language at a time, checked against the domain's product model. */
export interface ProductRepository {
  /** The current version of an active product. */
  find(id: string, locale: Locale): Promise<Product | null>;
  /** The same, with its version number (what a new basket item is checked with). */
  current(id: string, locale: Locale): Promise<VersionedProduct | null>;
  /** An earlier (or the current) version of an active product: the rules a basket item was checked with. */
  atVersion(id: string, version: number, locale: Locale): Promise<Product | null>;
}

async function readCurrent(db: Db, id: string, locale: Locale): Promise<VersionedProduct | null> {
  const [row] = await db
    .select({ definition: products.definition, version: products.version })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  return row ? { product: Product.parse(localize(row.definition, locale)), version: row.version } : null;
}

async function readVersion(db: Db, id: string, version: number, locale: Locale): Promise<Product | null> {
  const [row] = await db
    .select({ definition: productVersions.definition })
    .from(productVersions)
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(and(eq(productVersions.productId, id), eq(productVersions.version, version), eq(products.active, true)))
    .limit(1);
  return row ? Product.parse(localize(row.definition, locale)) : null;
}

function repository(current: ProductRepository['current'], atVersion: ProductRepository['atVersion']): ProductRepository {
  return { current, atVersion, find: async (id, locale) => (await current(id, locale))?.product ?? null };
}

/** Products read as `db` sees them, every time: inside a transaction, over its own connection. */
export function uncachedProducts(db: Db): ProductRepository {
  return repository(
    (id, locale) => readCurrent(db, id, locale),
    (id, version, locale) => readVersion(db, id, version, locale),
  );
}

/**
 * The app's products, kept in its catalogue cache (created once at start by the catalogue-cache
 * plugin): reading and validating a product costs about 3 ms, and every price check and basket
 * change needs one.
 */
export function cachedProducts(db: Db, cache: CatalogueCache): ProductRepository {
  return repository(
    (id, locale) => cache.value(`product:${locale}:${id}`, () => readCurrent(db, id, locale)),
    (id, version, locale) => cache.value(`product:${locale}:${id}@${version}`, () => readVersion(db, id, version, locale)),
  );
}

import { and, eq, sql } from 'drizzle-orm';
import type { CmsPage } from '../../../shared/api/cms';
import { priceRange } from '../../../shared/domain/price-list/price-range';
import { Product } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import { localize } from '../../../shared/i18n/localize';
import type { Db } from '../../db/database';
import { cmsPages, products } from '../../db/schema';
import { localizedPath, localizedPaths } from './paths';

/** The page of the catch-all route at `path` (no language prefix), or null when none has it: a content page only while it is published. */
export async function findPage(db: Db, locale: Locale, path: string, today: Date): Promise<CmsPage | null> {
  const slug = path.replace(/^\/+|\/+$/g, '');
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(sql`${cmsPages.slugs} ->> ${locale} = ${slug}`, eq(cmsPages.published, true)))
    .limit(1);
  if (page) {
    return {
      kind: 'content',
      id: page.id,
      title: page.titles[locale],
      description: page.descriptions[locale],
      blocks: page.blocks[locale],
      alternates: localizedPaths(page.slugs),
    };
  }
  const [product] = await db
    .select()
    .from(products)
    .where(sql`${products.slugs} ->> ${locale} = ${slug} and ${eq(products.active, true)}`)
    .limit(1);
  if (!product) return null;
  const definition = Product.parse(localize(product.definition, locale));
  return {
    kind: 'product',
    productId: product.id,
    title: definition.name,
    description: definition.summary,
    priceRange: priceRange(definition, today),
    alternates: localizedPaths(product.slugs),
  };
}

/** The shop path of the page with this key in one language, or null when there is none. */
export async function pagePathByKey(db: Db, locale: Locale, key: string): Promise<string | null> {
  const [page] = await db
    .select({ slugs: cmsPages.slugs })
    .from(cmsPages)
    .where(and(eq(cmsPages.key, key), eq(cmsPages.published, true)))
    .limit(1);
  return page ? localizedPath(locale, page.slugs[locale]) : null;
}

import { asc, eq } from 'drizzle-orm';
import type { Localized } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { cmsPages, products } from '../../db/schema';

export interface SlugOwner {
  kind: 'content' | 'product';
  id: number | string;
  slugs: Localized;
}

/** Every addressable page of the catch-all route: published content pages first, then active products. */
export async function loadSlugOwners(db: Db): Promise<SlugOwner[]> {
  const [pages, productRows] = await Promise.all([
    db.select({ id: cmsPages.id, slugs: cmsPages.slugs }).from(cmsPages).where(eq(cmsPages.published, true)).orderBy(asc(cmsPages.id)),
    db.select({ id: products.id, slugs: products.slugs }).from(products).where(eq(products.active, true)),
  ]);
  return [
    ...pages.map((p) => ({ kind: 'content' as const, id: p.id, slugs: p.slugs })),
    ...productRows.map((p) => ({ kind: 'product' as const, id: p.id, slugs: p.slugs })),
  ];
}

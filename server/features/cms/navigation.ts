import { asc, eq } from 'drizzle-orm';
import type { NavigationItem, Navigations } from '../../../shared/api/cms';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { cmsPages, navigationItems, products } from '../../db/schema';
import { localizedPath } from './paths';

type Row = typeof navigationItems.$inferSelect;

/** Both navigation lists as trees, with every url resolved for one language. */
export async function loadNavigations(db: Db, locale: Locale): Promise<Navigations> {
  const [rows, pages, productRows] = await Promise.all([
    db.select().from(navigationItems).orderBy(asc(navigationItems.position), asc(navigationItems.id)),
    db.select({ id: cmsPages.id, slugs: cmsPages.slugs }).from(cmsPages).where(eq(cmsPages.published, true)),
    db.select({ id: products.id, slugs: products.slugs }).from(products),
  ]);
  const pageSlug = new Map(pages.map((p) => [p.id, p.slugs[locale]]));
  const productSlug = new Map(productRows.map((p) => [p.id, p.slugs[locale]]));

  const urlOf = (row: Row): string | null => {
    switch (row.linkType) {
      case 'website': {
        const slug = row.pageId === null ? undefined : pageSlug.get(row.pageId);
        return slug === undefined ? null : localizedPath(locale, slug);
      }
      case 'product': {
        const slug = row.productId === null ? undefined : productSlug.get(row.productId);
        return slug === undefined ? null : localizedPath(locale, slug);
      }
      case 'externalWebsite':
        return row.externalUrl;
      case 'basket':
        return `/${locale}/checkout/basket`;
      case 'customerSelfcare':
        return `/${locale}/selfcare`;
      case 'contact':
      case 'noLink':
        return null;
    }
  };

  const children = new Map<number | null, Row[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  // A link to a page the shop does not show (unpublished) is left out, and its sub-items with it.
  const shown = (row: Row) => row.linkType !== 'website' || urlOf(row) !== null;
  const build = (row: Row): NavigationItem => ({
    id: row.id,
    type: row.type,
    linkType: row.linkType,
    url: urlOf(row),
    hash: row.hash,
    text: row.texts[locale],
    ...(row.linkType === 'product' && row.productId !== null ? { productId: row.productId } : {}),
    subItems: (children.get(row.id) ?? []).filter(shown).map(build),
  });
  const roots = children.get(null) ?? [];
  return {
    main: roots.filter((r) => r.list === 'main' && shown(r)).map(build),
    header: roots.filter((r) => r.list === 'header' && shown(r)).map(build),
  };
}

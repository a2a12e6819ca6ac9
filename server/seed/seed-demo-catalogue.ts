import type { Db, Transaction } from '../db/database';
import {
  cmsPages,
  cmsPageVersions,
  images as imagesTable,
  knownFromOptions as knownFromOptionsTable,
  languages as languagesTable,
  navigationItems,
  products as productsTable,
  productVersions,
  templates as templatesTable,
} from '../db/schema';
import { knownFromOptions } from './known-from-options';
import { languages } from './languages';
import { type NavigationSeedItem, navigation } from './navigation';
import { pages } from './pages';
import { products } from './products';
import { templateImageRow, templates } from './templates';
import { seedDemoVouchers } from './vouchers';
import { seedDesignTemplates } from './design-templates';
import { claimSeedRun } from './seed-runs';

/** The seed_runs row that marks this catalogue as applied. */
export const DEMO_CATALOGUE_SEED = 'demo-catalogue-v1';

/**
 * Fills an empty shop with the demo catalogue: languages, products, CMS pages, both navigation
 * lists, known-from options and templates. Runs in one transaction and only once per database
 * (seed_runs row 'demo-catalogue-v1'), so it is safe to call on every start, also from several
 * processes at once. Returns true when it seeded, false when the catalogue was already there.
 */
export async function seedDemoCatalogue(db: Db): Promise<boolean> {
  await seedDemoVouchers(db);
  await seedDesignTemplates(db);
  return db.transaction(async (tx) => {
    if (!(await claimSeedRun(tx, DEMO_CATALOGUE_SEED))) return false;

    await tx.insert(languagesTable).values(languages).onConflictDoNothing({ target: languagesTable.code });
    await tx.insert(productsTable).values(products);
    // Each seeded product is its version 1, written by nobody on the staff.
    await tx.insert(productVersions).values(products.map(({ id, slugs, definition }) => ({ productId: id, version: 1, slugs, definition })));

    // Each seeded page is published as its version 1, written by nobody on the staff.
    const pageRows = await tx
      .insert(cmsPages)
      .values(pages.map((page) => ({ ...page, publishedVersion: 1 })))
      .returning({ id: cmsPages.id, key: cmsPages.key });
    const pageIds = new Map(pageRows.map((row) => [row.key ?? '', row.id]));
    await tx.insert(cmsPageVersions).values(
      pages.map(({ key, slugs, titles, descriptions, blocks }) => ({
        pageId: pageIds.get(key)!,
        version: 1,
        content: { slugs, titles, descriptions, blocks },
      })),
    );
    await insertNavigation(tx, 'main', navigation.main, null, pageIds);
    await insertNavigation(tx, 'header', navigation.header, null, pageIds);

    await tx.insert(knownFromOptionsTable).values(knownFromOptions);
    await tx.insert(templatesTable).values(templates);
    await tx.insert(imagesTable).values(templates.map(templateImageRow));
    return true;
  });
}

/** Inserts one level of items, then each item's sub-items under the id the database gave it. */
async function insertNavigation(
  tx: Transaction,
  list: 'main' | 'header',
  items: NavigationSeedItem[],
  parentId: number | null,
  pageIds: Map<string, number>,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    let pageId: number | null = null;
    if (item.page !== undefined) {
      const id = pageIds.get(item.page);
      if (id === undefined) throw new Error(`navigation item links to unknown page '${item.page}'`);
      pageId = id;
    }
    const [row] = await tx
      .insert(navigationItems)
      .values({
        list,
        parentId,
        position: index + 1,
        type: item.type ?? 'item',
        linkType: item.linkType,
        pageId,
        productId: item.productId ?? null,
        externalUrl: item.externalUrl ?? null,
        hash: item.hash ?? null,
        texts: item.texts,
      })
      .returning({ id: navigationItems.id });
    if (!row) throw new Error('navigation item was not inserted');
    if (item.children?.length) await insertNavigation(tx, list, item.children, row.id, pageIds);
  }
}

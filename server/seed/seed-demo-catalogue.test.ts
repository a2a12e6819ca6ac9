import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../../shared/domain/product/product-schema';
import { locales } from '../../shared/i18n/locales';
import { localize } from '../../shared/i18n/localize';
import { type Database, openDatabase } from '../db/database';
import { createScratchPostgres } from '../test/test-database';
import { cmsPages, designTemplates, knownFromOptions, languages, navigationItems, products, seedRuns, templates } from '../db/schema';
import { seedDesignTemplates } from './design-templates';
import { type NavigationSeedItem, navigation } from './navigation';
import { pages } from './pages';
import { products as productSeeds } from './products';
import { DEMO_CATALOGUE_SEED, seedDemoCatalogue } from './seed-demo-catalogue';

const count = (items: NavigationSeedItem[]): number => items.reduce((sum, item) => sum + 1 + count(item.children ?? []), 0);

let database: Database;
let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
beforeAll(async () => {
  // A fresh, migrated but empty database of its own (not a copy of the seeded template).
  scratch = await createScratchPostgres();
  database = await openDatabase({ databaseUrl: scratch.url });
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe('seedDemoCatalogue', () => {
  it('seeds an empty database once, then stands back', async () => {
    const { db } = database;
    expect(await seedDemoCatalogue(db)).toBe(true);
    expect(await seedDemoCatalogue(db)).toBe(false);
    expect(await seedDemoCatalogue(db)).toBe(false);

    expect(await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_CATALOGUE_SEED))).toEqual([
      { name: DEMO_CATALOGUE_SEED, appliedAt: expect.any(Date) },
    ]);
    expect(await db.$count(languages)).toBe(4);
    expect(await db.$count(products)).toBe(productSeeds.length);
    expect(await db.$count(cmsPages)).toBe(pages.length);
    expect(await db.$count(navigationItems)).toBe(count(navigation.main) + count(navigation.header));
    expect(await db.$count(knownFromOptions)).toBeGreaterThanOrEqual(6);
    expect(await db.$count(templates)).toBeGreaterThanOrEqual(8);
  });

  it('stores product definitions the product API can serve in every language', async () => {
    const rows = await database.db.select().from(products);
    for (const row of rows) {
      for (const locale of locales) {
        const product = Product.parse(localize(row.definition, locale));
        expect(product.slug).toBe(row.slugs[locale]);
      }
    }
  });

  it('links navigation items to real parents in the same list, and to real pages and products', async () => {
    const { db } = database;
    const rows = await db.select().from(navigationItems);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const pageIds = new Set((await db.select({ id: cmsPages.id }).from(cmsPages)).map((p) => p.id));
    const depth = (id: number): number => {
      const parentId = byId.get(id)!.parentId;
      return parentId === null ? 1 : 1 + depth(parentId);
    };
    const productIds = new Set(productSeeds.map((p) => p.id));
    const problems = rows.flatMap((row) => [
      ...(row.parentId !== null && byId.get(row.parentId)?.list !== row.list ? [`${row.id}: parent in another list`] : []),
      ...(row.linkType === 'website' && !pageIds.has(row.pageId!) ? [`${row.id}: no page`] : []),
      ...(row.linkType === 'product' && !productIds.has(row.productId!) ? [`${row.id}: no product`] : []),
    ]);
    expect(problems).toEqual([]);
    expect(Math.max(...rows.map((row) => depth(row.id)))).toBe(3);
  });

  it('adds a later batch of design templates to a database seeded before it, once, after the templates already there', async () => {
    const { db } = database;
    // A shop seeded before the templates with free cells existed.
    await db.delete(seedRuns).where(eq(seedRuns.name, 'demo-design-templates-v2-free-cells'));
    await db.delete(designTemplates).where(eq(designTemplates.id, 'two-photos-and-title'));
    const before = await db.$count(designTemplates);

    expect(await seedDesignTemplates(db)).toBe(true);
    expect(await seedDesignTemplates(db)).toBe(false);
    expect(await db.$count(designTemplates)).toBe(before + 1);
    const [added] = await db.select().from(designTemplates).where(eq(designTemplates.id, 'two-photos-and-title'));
    expect(added?.position).toBeGreaterThan(before);
    expect(added?.definition.layout).toBe('feature-top-3');
  });
});

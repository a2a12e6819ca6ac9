import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, productOf, serialId, timestamps } from './columns';
import type { ProductDefinition } from '../../../shared/domain/product/product-definition';
import type { Localized } from '../../../shared/i18n/locales';
import type { ContentBlock } from '../../../shared/api/cms';
import type { DesignTemplate } from '../../../shared/domain/template/design-template';
import { staffUsers } from './staff';

/** Texts per language: { de, fr, it, en }. */
type L10n = Localized;

export const languages = pgTable('languages', {
  id: serialId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  flagUrl: text('flag_url').notNull(),
  position: integer('position').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    slugs: jsonb('slugs').$type<L10n>().notNull(),
    /** The product model of shared/domain with texts as { de, fr, it, en }: the current version's. */
    definition: jsonb('definition').$type<ProductDefinition>().notNull(),
    /** The number of the current version (product_versions holds every version, this one included). */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [check('products_id_format', sql`${t.id} ~ '^[a-z0-9-]+$'`)],
);

/**
 * Every version of a product's definition, the current one included: saved by staff (staff_id) or
 * the seed (null). Never changed once written; a basket item keeps the version it was checked with.
 */
export const productVersions = pgTable(
  'product_versions',
  {
    productId: productOf(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    slugs: jsonb('slugs').$type<L10n>().notNull(),
    definition: jsonb('definition').$type<ProductDefinition>().notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.version] }), check('product_versions_version_positive', sql`${t.version} > 0`)],
);

/**
 * A content page as the shop shows it: slugs, titles, descriptions and blocks are the published
 * version's (copied from cms_page_versions when staff publish). Staff's working copy is the
 * cms_page_versions row of `version`. The shop shows the page only while `published`.
 */
export const cmsPages = pgTable('cms_pages', {
  id: serialId(),
  /** Pages the shop itself links to (home, terms, privacy, imprint, ...); null for pages staff add. */
  key: text('key').unique(),
  /** Path without the language prefix per language; '' is the home page. */
  slugs: jsonb('slugs').$type<L10n>().notNull(),
  titles: jsonb('titles').$type<L10n>().notNull(),
  descriptions: jsonb('descriptions').$type<L10n>().notNull(),
  blocks: jsonb('blocks').$type<Record<keyof L10n, ContentBlock[]>>().notNull(),
  published: boolean('published').notNull().default(true),
  /** The working copy's version (the newest cms_page_versions row). */
  version: integer('version').notNull().default(1),
  /** The version the columns above hold; null while the page was never published. */
  publishedVersion: integer('published_version'),
  publishedAt: at('published_at'),
  publishedBy: integer('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
});

/** The content of a page version: what staff edit. */
export interface PageVersionContent {
  slugs: L10n;
  titles: L10n;
  descriptions: L10n;
  blocks: Record<keyof L10n, ContentBlock[]>;
}

/** Every saved version of a page, the working copy (the newest) included; never changed once written. */
export const cmsPageVersions = pgTable(
  'cms_page_versions',
  {
    pageId: ownedBy('page_id', () => cmsPages.id),
    version: integer('version').notNull(),
    content: jsonb('content').$type<PageVersionContent>().notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] }), check('cms_page_versions_version_positive', sql`${t.version} > 0`)],
);

export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serialId(),
    list: text('list', { enum: ['main', 'header'] }).notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
    type: text('type', { enum: ['item', 'title'] })
      .notNull()
      .default('item'),
    linkType: text('link_type', {
      enum: ['website', 'product', 'externalWebsite', 'basket', 'customerSelfcare', 'contact', 'noLink'],
    }).notNull(),
    pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    externalUrl: text('external_url'),
    hash: text('hash'),
    texts: jsonb('texts').$type<L10n>().notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('navigation_items_list_parent').on(t.list, t.parentId, t.position),
  ],
);

export const knownFromOptions = pgTable('known_from_options', {
  id: serialId(),
  position: integer('position').notNull(),
  names: jsonb('names').$type<L10n>().notNull(),
  questions: jsonb('questions').$type<L10n>(),
});

export const templates = pgTable('templates', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  names: jsonb('names').$type<L10n>().notNull(),
  categories: jsonb('categories').$type<L10n>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** File name of the artwork under the server's template asset folder. */
  file: text('file').notNull(),
});

/**
 * Design templates (shared/domain/template): a collage layout with text slots, offered in the design
 * step for the sizes of one orientation. `definition` is what templateIssues judged when it was
 * saved; `version` rises with every save (the editor sends the one it began from).
 */
export const designTemplates = pgTable(
  'design_templates',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    definition: jsonb('definition').$type<DesignTemplate>().notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [check('design_templates_id_format', sql`${t.id} ~ '^[a-z0-9-]+$'`), check('design_templates_version_positive', sql`${t.version} > 0`)],
);

/** Seeding runs once per database; this row says it ran (and which catalogue version). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: at('applied_at').notNull().defaultNow(),
});

/**
 * One row whose version rises with every change to the catalogue tables (triggers in migration
 * 0001), so each server process can tell cheaply whether its cached catalogue answers are stale.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

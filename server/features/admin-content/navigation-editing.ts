import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import {
  type AdminNavigation,
  type EditableNavigation,
  type EditableNavigationNode,
  NAVIGATION_DEPTH,
  type SaveNavigationBody,
} from '../../../shared/api/admin-content';
import { navigationIssues } from '../../../shared/domain/content/content-issues';
import type { Locale } from '../../../shared/i18n/locales';
import { localize } from '../../../shared/i18n/localize';
import type { Db, Transaction } from '../../db/database';
import { cmsPages, cmsPageVersions, navigationItems, products } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import type { StaffActor } from '../../http/require-staff';
import { type ContentContext, refusal, workingCopy } from './page-editing';

/*
 * Staff save both navigation lists whole: the rows are replaced in one transaction, which moves
 * the catalogue version (trigger of migration 0001), so the shop's cached navigation drops at once.
 * A save names the revision it started from, a fingerprint of the lists as loaded: two members
 * editing at once cannot overwrite each other unseen.
 */

type Row = typeof navigationItems.$inferSelect;
type List = 'main' | 'header';

export async function editableNavigation(db: Db): Promise<EditableNavigation> {
  const rows = await db.select().from(navigationItems).orderBy(asc(navigationItems.position), asc(navigationItems.id));
  const children = new Map<number | null, Row[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (row: Row, level: number): EditableNavigationNode => ({
    type: row.type,
    linkType: row.linkType,
    pageId: row.pageId,
    productId: row.productId,
    externalUrl: row.externalUrl,
    hash: row.hash,
    texts: row.texts,
    ...(level < NAVIGATION_DEPTH ? { children: (children.get(row.id) ?? []).map((child) => build(child, level + 1)) } : {}),
  });
  const roots = children.get(null) ?? [];
  // Saves refuse more than three levels, so the nodes fit the three-level type.
  const list = (name: List) => roots.filter((r) => r.list === name).map((root) => build(root, 1)) as EditableNavigation['main'];
  return { main: list('main'), header: list('header') };
}

/** One change of the navigation at a time (a save, or a page deletion that checks no entry links to the page): checks and changes must not interleave. */
export const lockNavigation = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('navigation_items'))`);

const revisionOf = (navigation: EditableNavigation) => createHash('sha256').update(JSON.stringify(navigation)).digest('base64url').slice(0, 22);

export async function navigationForEditing(db: Db, locale: Locale): Promise<AdminNavigation> {
  const [navigation, pages, productRows] = await Promise.all([
    editableNavigation(db),
    db
      .select({ id: cmsPages.id, published: cmsPages.published, content: cmsPageVersions.content })
      .from(cmsPages)
      .innerJoin(cmsPageVersions, workingCopy)
      .orderBy(asc(cmsPages.id)),
    db.select({ id: products.id, definition: products.definition }).from(products).orderBy(asc(products.position)),
  ]);
  return {
    revision: revisionOf(navigation),
    navigation,
    pages: pages.map((p) => ({ id: p.id, title: p.content.titles[locale], published: p.published })),
    products: productRows.map((p) => ({ id: p.id, name: localize<{ name: string }>(p.definition, locale).name })),
  };
}

async function insertItems(tx: Transaction, list: List, items: readonly EditableNavigationNode[], parentId: number | null): Promise<void> {
  for (const [index, item] of items.entries()) {
    const { children, ...fields } = item;
    const [row] = await tx
      .insert(navigationItems)
      .values({
        list,
        parentId,
        position: index + 1,
        ...fields,
        // Only the fields of the item's link type are kept: a page id left over from switching to 'basket' means nothing.
        pageId: item.linkType === 'website' ? item.pageId : null,
        productId: item.linkType === 'product' ? item.productId : null,
        externalUrl: item.linkType === 'externalWebsite' ? item.externalUrl : null,
        hash: item.linkType === 'website' && item.hash ? item.hash : null,
      })
      .returning({ id: navigationItems.id });
    if (!row) throw new Error('navigation item was not inserted');
    if (children?.length) await insertItems(tx, list, children, row.id);
  }
}

/** Replaces both lists when every link leads somewhere (422 per field path) and nobody saved since `input.revision` (409). */
export async function saveNavigation(ctx: ContentContext, by: StaffActor, input: SaveNavigationBody): Promise<AdminNavigation> {
  const { db, now, locale } = ctx;
  await db.transaction(async (tx) => {
    // One save at a time: the revision check and the replacement must not interleave with another save's.
    await lockNavigation(tx);
    const before = await editableNavigation(tx);
    if (revisionOf(before) !== input.revision) {
      throw new HttpError('conflict', serverIntl(locale).formatMessage({ id: 'admin.navigation.conflict' }));
    }
    const [pageRows, productRows] = await Promise.all([tx.select({ id: cmsPages.id }).from(cmsPages), tx.select({ id: products.id }).from(products)]);
    const issues = navigationIssues(input.navigation, { pageIds: new Set(pageRows.map((p) => p.id)), productIds: new Set(productRows.map((p) => p.id)) });
    if (issues.length) throw refusal(locale, issues);
    await tx.delete(navigationItems).where(eq(navigationItems.list, 'main'));
    await tx.delete(navigationItems).where(eq(navigationItems.list, 'header'));
    await insertItems(tx, 'main', input.navigation.main, null);
    await insertItems(tx, 'header', input.navigation.header, null);
    await audit(tx, {
      by,
      action: 'navigation.save',
      subjectType: 'navigation',
      subjectId: 'navigation',
      before,
      after: await editableNavigation(tx),
      at: now,
    });
  });
  return navigationForEditing(db, locale);
}

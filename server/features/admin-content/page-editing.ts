import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AdminPage, AdminPageRow, CreatePageBody, PageContent, PublishPageBody, SavePageBody } from '../../../shared/api/admin-content';
import { type ContentIssue, pageIssues } from '../../../shared/domain/content/content-issues';
import { isRequiredPage } from '../../../shared/domain/content/page-deletion';
import { contentIssueText } from '../../../shared/i18n/content-issue-text';
import { type Locale, locales } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { cmsPages, cmsPageVersions, products, staffUsers } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import type { StaffActor } from '../../http/require-staff';

/*
 * Staff edit a page's working copy (the newest cms_page_versions row) and publish it: publishing
 * copies the working copy into cms_pages, whose columns are what the shop shows. Any change of
 * cms_pages moves the catalogue version (trigger of migration 0001), so every process's cached
 * pages and navigation drop at once.
 */

export interface ContentContext {
  db: Db;
  now: Date;
  locale: Locale;
}

/** Joins a page to its working copy. */
export const workingCopy = and(eq(cmsPageVersions.pageId, cmsPages.id), eq(cmsPageVersions.version, cmsPages.version));

export async function listPages(db: Db, locale: Locale): Promise<AdminPageRow[]> {
  const rows = await db
    .select({
      id: cmsPages.id,
      published: cmsPages.published,
      version: cmsPages.version,
      publishedVersion: cmsPages.publishedVersion,
      content: cmsPageVersions.content,
      updatedAt: cmsPageVersions.createdAt,
      updatedBy: staffUsers.displayName,
    })
    .from(cmsPages)
    .innerJoin(cmsPageVersions, workingCopy)
    .leftJoin(staffUsers, eq(staffUsers.id, cmsPageVersions.staffId))
    .orderBy(asc(cmsPages.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.content.titles[locale],
    slugs: row.content.slugs,
    published: row.published,
    changedSincePublished: row.publishedVersion !== row.version,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  }));
}

export async function pageForEditing(db: Db, pageId: number): Promise<AdminPage> {
  const [row] = await db
    .select({ page: cmsPages, publishedBy: staffUsers.displayName })
    .from(cmsPages)
    .leftJoin(staffUsers, eq(staffUsers.id, cmsPages.publishedBy))
    .where(eq(cmsPages.id, pageId))
    .limit(1);
  if (!row) throw notFound('page');
  const versions = await db
    .select({ version: cmsPageVersions.version, content: cmsPageVersions.content, staffName: staffUsers.displayName, createdAt: cmsPageVersions.createdAt })
    .from(cmsPageVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, cmsPageVersions.staffId))
    .where(eq(cmsPageVersions.pageId, pageId))
    .orderBy(desc(cmsPageVersions.version));
  const current = versions[0];
  if (!current) throw notFound('page');
  const { page } = row;
  return {
    id: page.id,
    version: page.version,
    content: current.content,
    published: page.published,
    publishedVersion: page.publishedVersion,
    publishedAt: page.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy,
    publishedSlugs: page.slugs,
    required: isRequiredPage(page.key),
    history: versions.map(({ version, staffName, createdAt }) => ({ version, staffName, createdAt: createdAt.toISOString() })),
  };
}

/** The 422 of content the shop could not show: each issue's text at its field path ('titles.fr', 'main.0.pageId'). */
export function refusal(locale: Locale, issues: readonly ContentIssue[]): HttpError {
  const intl = serverIntl(locale);
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.join('.')] ??= []).push(contentIssueText(intl, issue));
  return new HttpError('unprocessable', intl.formatMessage({ id: 'admin.content.invalid' }), fields);
}

/** The page, its row locked for the rest of the transaction (404 when there is none). */
async function lockedPage(tx: Db, pageId: number) {
  const [page] = await tx.select().from(cmsPages).where(eq(cmsPages.id, pageId)).for('no key update');
  if (!page) throw notFound('page');
  return page;
}

/** The content of one of the page's versions (404 when there is none). */
async function contentAt(tx: Db, pageId: number, version: number): Promise<PageContent> {
  const [row] = await tx
    .select({ content: cmsPageVersions.content })
    .from(cmsPageVersions)
    .where(and(eq(cmsPageVersions.pageId, pageId), eq(cmsPageVersions.version, version)));
  if (!row) throw notFound('page');
  return row.content;
}

/** The content's issues, those only the database can tell included: products that do not exist, slugs another page or product has. */
async function issuesOf(db: Db, pageId: number | null, content: PageContent, isHome: boolean): Promise<ContentIssue[]> {
  const productRows = await db.select({ id: products.id, slugs: products.slugs }).from(products);
  const issues = pageIssues(content, { isHome, productIds: new Set(productRows.map((p) => p.id)) });
  const others = await db
    .select({ published: cmsPages.slugs, working: cmsPageVersions.content })
    .from(cmsPages)
    .innerJoin(cmsPageVersions, workingCopy)
    .where(pageId === null ? undefined : ne(cmsPages.id, pageId));
  for (const locale of locales) {
    const slug = content.slugs[locale];
    if (slug === '' || issues.some((issue) => issue.path.join('.') === `slugs.${locale}`)) continue;
    const taken =
      others.some((other) => other.published[locale] === slug || other.working.slugs[locale] === slug) || productRows.some((p) => p.slugs[locale] === slug);
    if (taken) issues.push({ path: ['slugs', locale], code: 'slugTaken' });
  }
  return issues;
}

/** What changed, per language: 'titles.fr' -> [before, after]; blocks compared as a whole per language. */
function contentChanges(before: PageContent, after: PageContent): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changes = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const part of ['slugs', 'titles', 'descriptions', 'blocks'] as const) {
    for (const locale of locales) {
      if (isDeepStrictEqual(before[part][locale], after[part][locale])) continue;
      changes.before[`${part}.${locale}`] = before[part][locale];
      changes.after[`${part}.${locale}`] = after[part][locale];
    }
  }
  return changes;
}

const conflict = (locale: Locale, version: number) =>
  new HttpError('conflict', serverIntl(locale).formatMessage({ id: 'admin.content.conflict' }, { version: String(version) }));

/** A new page, unpublished, as its version 1. */
export async function createPage(ctx: ContentContext, by: StaffActor, input: CreatePageBody): Promise<AdminPage> {
  const { db, now, locale } = ctx;
  const pageId = await db.transaction(async (tx) => {
    const issues = await issuesOf(tx, null, input.content, false);
    if (issues.length) throw refusal(locale, issues);
    const { slugs, titles, descriptions, blocks } = input.content;
    const [page] = await tx
      .insert(cmsPages)
      .values({ slugs, titles, descriptions, blocks, published: false, version: 1, publishedVersion: null })
      .returning({ id: cmsPages.id });
    if (!page) throw new Error('page was not inserted');
    await tx.insert(cmsPageVersions).values({ pageId: page.id, version: 1, content: input.content, staffId: by?.id ?? null, createdAt: now });
    await audit(tx, { by, action: 'page.create', subjectType: 'page', subjectId: page.id, after: { version: 1, ...input.content }, at: now });
    return page.id;
  });
  return pageForEditing(db, pageId);
}

/**
 * Saves `input.content` as the page's next version (its working copy), when it is valid and
 * `input.version` is still the newest (409 otherwise). Unchanged content makes no version. The shop
 * keeps showing the published version.
 */
export async function savePage(ctx: ContentContext, by: StaffActor, pageId: number, input: SavePageBody): Promise<AdminPage> {
  const { db, now, locale } = ctx;
  await db.transaction(async (tx) => {
    const page = await lockedPage(tx, pageId);
    if (page.version !== input.version) throw conflict(locale, page.version);
    const current = await contentAt(tx, pageId, page.version);
    const issues = await issuesOf(tx, pageId, input.content, current.slugs.de === '');
    if (issues.length) throw refusal(locale, issues);
    const changes = contentChanges(current, input.content);
    if (Object.keys(changes.after).length === 0) return;
    const version = page.version + 1;
    await tx.insert(cmsPageVersions).values({ pageId, version, content: input.content, staffId: by?.id ?? null, createdAt: now });
    await tx.update(cmsPages).set({ version }).where(eq(cmsPages.id, pageId));
    await audit(tx, {
      by,
      action: 'page.save',
      subjectType: 'page',
      subjectId: pageId,
      before: { version: page.version, ...changes.before },
      after: { version, ...changes.after },
      at: now,
    });
  });
  return pageForEditing(db, pageId);
}

/** Publishes the working copy at `input.version` (the shop shows it at once), or takes the page off the shop. */
export async function setPublication(ctx: ContentContext, by: StaffActor, pageId: number, input: PublishPageBody): Promise<AdminPage> {
  const { db, now, locale } = ctx;
  await db.transaction(async (tx) => {
    const page = await lockedPage(tx, pageId);
    // As for deleting: the shop links to these pages by their key, and the law wants them reachable.
    if (!input.published && isRequiredPage(page.key)) {
      throw new HttpError('conflict', serverIntl(locale).formatMessage({ id: 'admin.content.unpublish.required' }));
    }
    if (page.version !== input.version) throw conflict(locale, page.version);
    const before = { published: page.published, publishedVersion: page.publishedVersion };
    if (!input.published) {
      if (!page.published) return;
      await tx.update(cmsPages).set({ published: false }).where(eq(cmsPages.id, pageId));
      await audit(tx, { by, action: 'page.unpublish', subjectType: 'page', subjectId: pageId, before, after: { ...before, published: false }, at: now });
      return;
    }
    if (page.published && page.publishedVersion === page.version) return;
    const working = await contentAt(tx, pageId, page.version);
    // The slug may have been taken while this copy waited unpublished (another page published it).
    const issues = await issuesOf(tx, pageId, working, working.slugs.de === '');
    if (issues.length) throw refusal(locale, issues);
    await tx
      .update(cmsPages)
      .set({ ...working, published: true, publishedVersion: page.version, publishedAt: now, publishedBy: by?.id ?? null })
      .where(eq(cmsPages.id, pageId));
    await audit(tx, {
      by,
      action: 'page.publish',
      subjectType: 'page',
      subjectId: pageId,
      before,
      after: { published: true, publishedVersion: page.version },
      at: now,
    });
  });
  return pageForEditing(db, pageId);
}

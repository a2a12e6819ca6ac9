import { and, eq } from 'drizzle-orm';
import { isRequiredPage, navigationLinksTo } from '../../../shared/domain/content/page-deletion';
import { cmsPages, cmsPageVersions } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import type { StaffActor } from '../../http/require-staff';
import { editableNavigation, lockNavigation } from './navigation-editing';
import type { ContentContext } from './page-editing';

/**
 * Deletes a page with its versions, unless the shop needs it or the navigation links to it (409,
 * naming where). The navigation lock keeps a save that adds a link to the page from slipping in
 * between the check and the delete. Deleting a cms_pages row moves the catalogue version (trigger
 * of migration 0001), so no process serves the page from its cache afterwards.
 */
export async function deletePage(ctx: ContentContext, by: StaffActor, pageId: number): Promise<{ id: number; deleted: true }> {
  const { db, now, locale } = ctx;
  await db.transaction(async (tx) => {
    await lockNavigation(tx);
    const [page] = await tx.select().from(cmsPages).where(eq(cmsPages.id, pageId)).for('update');
    if (!page) throw notFound('page');
    const intl = serverIntl(locale);
    if (isRequiredPage(page.key)) throw new HttpError('conflict', intl.formatMessage({ id: 'admin.content.delete.required' }));
    const links = navigationLinksTo(await editableNavigation(tx), pageId);
    if (links.length) {
      const places = links.map(({ list, trail }) =>
        [intl.formatMessage({ id: `admin.navigation.list.${list}` }), ...trail.map((texts) => texts[locale])].join(' › '),
      );
      throw new HttpError('conflict', intl.formatMessage({ id: 'admin.content.delete.linked' }, { places: places.join('; ') }));
    }
    const [working] = await tx
      .select({ content: cmsPageVersions.content })
      .from(cmsPageVersions)
      .where(and(eq(cmsPageVersions.pageId, pageId), eq(cmsPageVersions.version, page.version)));
    await tx.delete(cmsPages).where(eq(cmsPages.id, pageId));
    await audit(tx, {
      by,
      action: 'page.delete',
      subjectType: 'page',
      subjectId: pageId,
      // What was lost, so the audit log can tell what the page was: the working copy and what the shop showed.
      before: {
        version: page.version,
        published: page.published,
        publishedVersion: page.publishedVersion,
        shown: { slugs: page.slugs, titles: page.titles },
        ...working?.content,
      },
      at: now,
    });
  });
  return { id: pageId, deleted: true };
}

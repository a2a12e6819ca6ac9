import type { FastifyInstance } from 'fastify';
import {
  deleteAdminPage,
  getAdminNavigation,
  getAdminPage,
  getAdminPages,
  postAdminPage,
  putAdminNavigation,
  putAdminPage,
  putAdminPagePublication,
} from '../../../shared/api/admin-content';
import type { Locale } from '../../../shared/i18n/locales';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { navigationForEditing, saveNavigation } from './navigation-editing';
import { deletePage } from './page-deletion';
import { type ContentContext, createPage, listPages, pageForEditing, savePage, setPublication } from './page-editing';

export default async function adminContentRoutes(app: FastifyInstance) {
  const ctx = (locale: Locale): ContentContext => ({ db: app.db, now: app.now(), locale });
  /** What the shop shows changed: this process answers with it at once, not after its cache's next version check. */
  const shopChanged = <T>(answer: T): T => {
    app.catalogueCache.expire();
    return answer;
  };

  route(app, getAdminPages, async ({ request }) => ({ pages: await listPages(app.db, request.locale) }));
  route(app, getAdminPage, async ({ params }) => pageForEditing(app.db, params.pageId));
  route(app, postAdminPage, async ({ body, request }) => createPage(ctx(request.locale), staffOf(request), body));
  route(app, putAdminPage, async ({ params, body, request }) => savePage(ctx(request.locale), staffOf(request), params.pageId, body));
  route(app, putAdminPagePublication, async ({ params, body, request }) =>
    shopChanged(await setPublication(ctx(request.locale), staffOf(request), params.pageId, body)),
  );
  route(app, deleteAdminPage, async ({ params, request }) => shopChanged(await deletePage(ctx(request.locale), staffOf(request), params.pageId)));

  route(app, getAdminNavigation, async ({ request }) => navigationForEditing(app.db, request.locale));
  route(app, putAdminNavigation, async ({ body, request }) => shopChanged(await saveNavigation(ctx(request.locale), staffOf(request), body)));
}

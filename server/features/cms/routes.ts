import type { FastifyInstance } from 'fastify';
import { getCmsPage, getNavigations, getPagePath } from '../../../shared/api/cms';
import { getTranslateUrl } from '../../../shared/api/languages';
import { notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { loadSlugOwners } from './catalogue-slugs';
import { loadNavigations } from './navigation';
import { findPage, pagePathByKey } from './pages';
import { translateUrl } from './translate-url';

export default async function cmsRoutes(app: FastifyInstance) {
  route(app, getNavigations, async ({ query }) => loadNavigations(app.db, query.language), {
    catalogueKey: ({ query }) => query.language,
  });

  // A path that is no content page is not_found (never cached).
  route(
    app,
    getCmsPage,
    async ({ query }) => {
      const page = await findPage(app.db, query.lang, query.path, app.now());
      if (!page) throw notFound('page');
      return page;
    },
    {
      catalogueKey: ({ query }) => `${query.lang}:${query.path}`,
    },
  );

  route(
    app,
    getPagePath,
    async ({ query }) => {
      const path = await pagePathByKey(app.db, query.lang, query.key);
      if (path === null) throw notFound('page');
      return { path };
    },
    { catalogueKey: ({ query }) => `${query.lang}:${query.key}` },
  );

  route(app, getTranslateUrl, async ({ query }) => ({
    url: translateUrl(query.url, query.lang, query.new_lang, await loadSlugOwners(app.db)),
  }));
}

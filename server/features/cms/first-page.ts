import type { FastifyInstance } from 'fastify';
import { getCmsPage, getNavigations } from '../../../shared/api/cms';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { cachedCatalogueAnswer } from '../../http/route';
import { loadNavigations } from './navigation';
import { findPage } from './pages';

/** GET /api/cms/page's answer; not_found for a path that is no content page (never cached). */
export async function pageOrNotFound(db: Db, lang: Locale, path: string, today: Date) {
  const page = await findPage(db, lang, path, today);
  if (!page) throw new HttpError('not_found');
  return page;
}

// The same cache entries as the API routes answering a request in that language.
const navigationsAnswer = (app: FastifyInstance, lang: Locale) => cachedCatalogueAnswer(app, getNavigations, lang, lang, () => loadNavigations(app.db, lang));
const pageAnswer = (app: FastifyInstance, lang: Locale, path: string) =>
  cachedCatalogueAnswer(app, getCmsPage, lang, `${lang}:${path}`, () => pageOrNotFound(app.db, lang, path, app.now()));

/**
 * The FirstPageData JSON (shared/api/first-page.ts) of a shop page, assembled from the cached
 * answers' bytes without parsing them again; `found` is false when the path is no content page.
 */
export async function firstPageJson(app: FastifyInstance, lang: Locale, path: string, isContentPath: boolean) {
  const navigation = await navigationsAnswer(app, lang);
  let page: string | null = null;
  if (isContentPath) {
    try {
      page = (await pageAnswer(app, lang, path)).body;
    } catch (error) {
      if (!(error instanceof HttpError && error.code === 'not_found')) throw error;
    }
  }
  const json = `{"lang":${JSON.stringify(lang)},"path":${JSON.stringify(path)},"navigation":${navigation.body},"page":${page ?? 'null'}}`;
  return { json, found: page !== null };
}

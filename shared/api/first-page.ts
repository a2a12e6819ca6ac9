import { z } from 'zod';
import { Locale } from '../i18n/locales';
import { CmsPage, Navigations } from './cms';

export { FIRST_PAGE_ELEMENT_ID } from './first-page-id';

/**
 * What the server puts into the HTML of a shop page (a JSON script element), so the first paint
 * needs no API round trip: the same answers as GET /api/cms/navigations and GET /api/cms/page for
 * that page (page null when the path is not a content page).
 */
export const FirstPageData = z.object({
  lang: Locale,
  /** The CMS path the page answer belongs to ('' for the home page). */
  path: z.string(),
  navigation: Navigations,
  page: CmsPage.nullable(),
});
export type FirstPageData = z.infer<typeof FirstPageData>;

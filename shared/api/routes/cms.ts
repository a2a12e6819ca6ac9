import type { getCmsPageSchemas, getNavigationsSchemas, getPagePathSchemas } from '../cms';
import type { Route } from '../route';

export const getNavigations: Route<typeof getNavigationsSchemas> = {
  method: 'GET',
  path: '/api/cms/navigations',
  summary: 'Both navigation lists of the shop in the given language, sub-menus nested up to three levels.',
  tags: ['cms'],
};

export const getCmsPage: Route<typeof getCmsPageSchemas> = {
  method: 'GET',
  path: '/api/cms/page',
  summary:
    'The content of the catch-all route: a content page or a product page found by its localized path (without the language prefix; empty for the home page). 404 when no page has that path.',
  tags: ['cms'],
  errors: [404],
};

export const getPagePath: Route<typeof getPagePathSchemas> = {
  method: 'GET',
  path: '/api/cms/page-path',
  summary:
    "The shop path of a content page by its key (terms, privacy, imprint) in a language, e.g. the terms the checkout's check step links to; follows the page's slug in that language. 404 when the CMS has no such page.",
  tags: ['cms'],
  errors: [404],
};

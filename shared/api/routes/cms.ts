import type { getCmsPageSchemas, getNavigationsSchemas, getPagePathSchemas } from '../cms';
import type { Route } from '../route';

export const getNavigations: Route<typeof getNavigationsSchemas> = { method: 'GET', path: '/api/cms/navigations' };

export const getCmsPage: Route<typeof getCmsPageSchemas> = { method: 'GET', path: '/api/cms/page' };

export const getPagePath: Route<typeof getPagePathSchemas> = { method: 'GET', path: '/api/cms/page-path' };

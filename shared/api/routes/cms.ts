import type * as area from '../cms';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getNavigations: Routes['getNavigations'] = { method: 'GET', path: '/api/cms/navigations' };

export const getCmsPage: Routes['getCmsPage'] = { method: 'GET', path: '/api/cms/page' };

export const getPagePath: Routes['getPagePath'] = { method: 'GET', path: '/api/cms/page-path' };

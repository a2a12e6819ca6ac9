import type * as area from '../languages';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getLanguages: Routes['getLanguages'] = { method: 'GET', path: '/api/languages' };

export const getTranslateUrl: Routes['getTranslateUrl'] = { method: 'GET', path: '/api/translate-url' };

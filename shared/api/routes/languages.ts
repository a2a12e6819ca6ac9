import type { getLanguagesSchemas, getTranslateUrlSchemas } from '../languages';
import type { Route } from '../route';

export const getLanguages: Route<typeof getLanguagesSchemas> = { method: 'GET', path: '/api/languages' };

export const getTranslateUrl: Route<typeof getTranslateUrlSchemas> = { method: 'GET', path: '/api/translate-url' };

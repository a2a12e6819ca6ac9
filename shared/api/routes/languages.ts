import type { getLanguagesSchemas, getTranslateUrlSchemas } from '../languages';
import type { Route } from '../route';

export const getLanguages: Route<typeof getLanguagesSchemas> = {
  method: 'GET',
  path: '/api/languages',
  summary: 'The shop languages, German first, each with its name in its own language and a flag.',
  tags: ['i18n'],
};

export const getTranslateUrl: Route<typeof getTranslateUrlSchemas> = {
  method: 'GET',
  path: '/api/translate-url',
  summary:
    'The same page in another language: content page and product slugs are translated, query and hash kept; an unknown page maps to the home page of new_lang.',
  tags: ['i18n'],
};

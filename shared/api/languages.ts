import { z } from 'zod/mini';
import { Locale } from './locale';
import { endpoint } from './endpoint';
import { singleLineText } from './text';

export const Language = z.object({
  id: z.number().check(z.int()),
  code: Locale,
  name: z.string(),
  flag_url: z.string(),
});
export type Language = z.infer<typeof Language>;

export const getLanguages = endpoint({
  method: 'GET',
  path: '/api/languages',
  summary: 'The shop languages, German first, each with its name in its own language and a flag.',
  tags: ['i18n'],
  response: z.array(Language),
});

export const TranslateUrlQuery = z.strictObject({
  url: singleLineText().check(z.minLength(1), z.maxLength(2048), z.startsWith('/', 'url must be a path that starts with /')),
  lang: Locale,
  new_lang: Locale,
});

export const getTranslateUrl = endpoint({
  method: 'GET',
  path: '/api/translate-url',
  summary:
    'The same page in another language: content page and product slugs are translated, query and hash kept; an unknown page maps to the home page of new_lang.',
  tags: ['i18n'],
  query: TranslateUrlQuery,
  response: z.object({ url: z.string() }),
});

import { z } from 'zod/mini';
import { Locale } from './locale';
import { endpointsTagged } from './endpoint';
import { singleLineText } from './text';
import * as routes from './routes/languages';

const endpoint = endpointsTagged('i18n');

export const Language = z.object({
  id: z.number().check(z.int()),
  code: Locale,
  name: z.string(),
  flag_url: z.string(),
});
export type Language = z.infer<typeof Language>;

export const getLanguagesSchemas = { response: z.array(Language) };
export const getLanguages = endpoint(routes.getLanguages, getLanguagesSchemas, {
  summary: 'The shop languages, German first, each with its name in its own language and a flag.',
});

export const TranslateUrlQuery = z.strictObject({
  url: singleLineText().check(z.minLength(1), z.maxLength(2048), z.startsWith('/', 'url must be a path that starts with /')),
  lang: Locale,
  new_lang: Locale,
});

export const getTranslateUrlSchemas = { query: TranslateUrlQuery, response: z.object({ url: z.string() }) };
export const getTranslateUrl = endpoint(routes.getTranslateUrl, getTranslateUrlSchemas, {
  summary:
    'The same page in another language: content page and product slugs are translated, query and hash kept; an unknown page maps to the home page of new_lang.',
});

import type { ApiClient } from '../../shared/api/client';
import { getBasketCount } from '../../shared/api/routes/basket';
import { getCmsPage, getNavigations } from '../../shared/api/routes/cms';
import { getProduct, getProducts } from '../../shared/api/routes/config';
import { getConfiguratorDrafts } from '../../shared/api/routes/drafts';
import { getFooter } from '../../shared/api/routes/footer';
import { getLanguages, getTranslateUrl } from '../../shared/api/routes/languages';
import type { Locale } from '../../shared/i18n/locales';

/*
 * The public reads of the route loaders and the header, called by their routes: the client takes
 * a route's answer as the server sent it, while an endpoint's schemas would put zod (about 25 kB
 * gzip) into the entry chunk, over the shell's 100 kB budget. The server validates what it sends
 * with those schemas. Everything else goes through the validating client in ./api.ts.
 * The client's transport is the browser's fetch, or on the server the server's own API (see
 * entry-server.tsx); each call names its language, as one server render serves them all.
 */
export function createLeanApi(call: ApiClient) {
  return {
    navigations: (locale: Locale, signal?: AbortSignal) => call(getNavigations, { query: { language: locale }, language: locale, signal }),
    page: (locale: Locale, path: string, signal?: AbortSignal) => call(getCmsPage, { query: { lang: locale, path }, language: locale, signal }),
    products: (locale: Locale, signal?: AbortSignal) => call(getProducts, { language: locale, signal }),
    product: (locale: Locale, productId: string, signal?: AbortSignal) => call(getProduct, { params: { productId }, language: locale, signal }),
    footer: (locale: Locale, signal?: AbortSignal) => call(getFooter, { query: { lang: locale }, language: locale, signal }),
    basketCount: (locale: Locale) => call(getBasketCount, { language: locale }),
    configuratorDrafts: (locale: Locale) => call(getConfiguratorDrafts, { language: locale }),
    languages: (locale: Locale, signal?: AbortSignal) => call(getLanguages, { language: locale, signal }),
    translateUrl: (locale: Locale, url: string, to: Locale) => call(getTranslateUrl, { query: { url, lang: locale, new_lang: to }, language: locale }),
  };
}
export type LeanApi = ReturnType<typeof createLeanApi>;

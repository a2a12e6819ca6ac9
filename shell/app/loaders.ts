import type { LoaderFunctionArgs } from 'react-router';
import type { Navigations } from '../../shared/api/cms';
import type { Footer } from '../../shared/api/footer';
import type { Language } from '../../shared/api/languages';
import type { Locale } from '../../shared/i18n/locales';
import type { Catalogue } from '../../ui/intl/compiled-intl';
import { loadTexts } from '../lib/intl/texts';
import type { LeanApi } from '../lib/lean-api';
import { isShellLocale, toLocale } from '../lib/locale';
import { notFound } from '../lib/not-found';

/*
 * The public pages' data, loaded by the router before a page renders: on the server from the
 * server's own API (the same answers the browser would get), in the browser over fetch. Only
 * public data: nothing here may depend on the visitor (the server's HTML is the same for everyone).
 */

export interface LocaleData {
  locale: Locale;
  /** The language's messages: a chunk of their own, never inside the page's JSON (see hydration-data.ts). */
  messages: Catalogue;
  navigation: Navigations;
  /** The footer's legal links and payment methods, and the languages; null when they failed (the footer must never cost the page). */
  footer: Footer | null;
  languages: Language[] | null;
}

const orNull = <T>(what: string, load: Promise<T>): Promise<T | null> =>
  load.catch((error: unknown) => {
    console.error(`${what} failed to load`, error);
    return null;
  });

export const localeLoader =
  (api: LeanApi) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<LocaleData> => {
    const locale = toLocale(params.lang);
    const [messages, navigation, footer, languages] = await Promise.all([
      loadTexts(locale),
      api.navigations(locale, request.signal),
      orNull('footer', api.footer(locale, request.signal)),
      orNull('languages', api.languages(locale, request.signal)),
    ]);
    return { locale, messages, navigation, footer, languages };
  };

/** The layouts' guard: an unknown language prefix is a 404 page (in German). */
export function knownLocaleLoader({ params }: LoaderFunctionArgs): null {
  if (!isShellLocale(params.lang)) throw notFound();
  return null;
}

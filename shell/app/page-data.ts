import type { HydrationState } from 'react-router';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from 'react-router';
import type { Locale } from '../../shared/i18n/locales';
import type { LocaleData } from './loaders';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageAssets {
  /** The entry module. */
  entry: string;
  /** Every stylesheet of the entry and of the chunks this page renders. */
  styles: string[];
  /** The modules the entry imports, the page's lazy chunks and the language's messages. */
  preloads: string[];
}

/** What the server's HTML carries for the browser: the document's inputs and the router's loaded data. */
export interface PageData {
  lang: Locale;
  siteOrigin: string;
  assets: PageAssets;
  tagManagerId: string | null;
  /** The routes' loader data (without the messages: those are the language's own chunk) and errors. */
  router: { loaderData: Record<string, unknown>; errors: Record<string, SerializedError> | null };
}

type SerializedError = { type: 'response'; status: number; statusText: string; data: unknown } | { type: 'error'; message: string };

// Inside <script>, "</script" or "<!--" in a CMS text would end or confuse the element: JSON
// allows \u003c for "<", and JSON.parse reads it back unchanged.
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const LOCALE_ROUTE = 'locale';

export function dehydrate(state: { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null }): PageData['router'] {
  const loaderData = { ...state.loaderData };
  const localeData = loaderData[LOCALE_ROUTE] as LocaleData | undefined;
  if (localeData) loaderData[LOCALE_ROUTE] = { ...localeData, messages: null };
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, error]): [string, SerializedError] => [
          id,
          isRouteErrorResponse(error)
            ? { type: 'response', status: error.status, statusText: error.statusText, data: error.data }
            : { type: 'error', message: error instanceof Error ? error.message : String(error) },
        ]),
      )
    : null;
  return { loaderData, errors };
}

/** The router's hydration state, with the language's messages put back in. */
export function rehydrate(router: PageData['router'], messages: LocaleData['messages']): HydrationState {
  const loaderData = { ...router.loaderData };
  const localeData = loaderData[LOCALE_ROUTE] as LocaleData | undefined;
  if (localeData) loaderData[LOCALE_ROUTE] = { ...localeData, messages };
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([id, e]) => [
          id,
          e.type === 'response' ? new ErrorResponseImpl(e.status, e.statusText, e.data) : new Error(e.message),
        ]),
      )
    : null;
  return { loaderData, errors };
}

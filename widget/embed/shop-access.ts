import { createApiClient, type FetchLike } from '../../shared/api/client';
import type { EmbedErrorCode } from '../../shared/api/embed-events';
import { getHealthReady } from '../../shared/api/health';
import { PARTNER_HEADER } from '../../shared/api/partner-drafts';
import type { Locale } from '../../shared/i18n/locales';

/**
 * Whether the widget can work with the shop from this page: null, or why not. The shop's readiness
 * check answers a page whose origin an active partner lists (the partner named by `partner`, the
 * embed's key, itself when it is given); to any other page the browser shows a
 * refused CORS answer as a failed request, just like no network. A request without CORS (which
 * the browser sends without the page's origin and lets the page not read) tells them apart: it
 * reaches a shop that is up, but not one the page cannot reach.
 */
export async function shopAccess(shopBase: string, locale: Locale, partner?: string, fetchImpl: typeof fetch = fetch): Promise<EmbedErrorCode | null> {
  const plain: FetchLike = (url, init) =>
    fetchImpl(url, {
      ...init,
      headers: { ...init.headers, ...(partner ? { [PARTNER_HEADER]: partner } : {}) },
      credentials: 'omit',
      cache: 'no-store',
    } as RequestInit);
  try {
    await createApiClient({ baseUrl: shopBase, fetch: plain, language: () => locale })(getHealthReady);
    return null;
  } catch (error) {
    // fetch fails with a TypeError only when no answer could be read; anything else is the shop's answer.
    if (!(error instanceof TypeError)) return 'unavailable';
  }
  try {
    await fetchImpl(`${shopBase}${getHealthReady.path}`, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return 'origin_not_allowed';
  } catch {
    return 'network';
  }
}

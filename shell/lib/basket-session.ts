import { basketSessionGate, postBasketSession } from '../../shared/api/basket-session';
import { createApiClient, type FetchLike } from '../../shared/api/client';
import { AUTH_COOKIE, currentLocale } from './current-locale';
import { readCookie } from './cookies';

const gate = basketSessionGate(() =>
  createApiClient({
    baseUrl: import.meta.env.VITE_API_BASE ?? '',
    fetch: ((url, init) => fetch(url, init as RequestInit)) as FetchLike,
    language: currentLocale,
  })(postBasketSession),
);

/**
 * The shop's one basket session of this page (shared/api/basket-session.ts), for the API client and
 * the configurator's uploads. A logged-in customer's basket needs none; and once the customer logs
 * out, the cookie's basket is theirs, so the visitor's next write asks anew.
 */
export const basketSession = {
  ready(): Promise<void> {
    if (readCookie(AUTH_COOKIE) === null) return gate.ready();
    gate.reset();
    return Promise.resolve();
  },
  reset: gate.reset,
};

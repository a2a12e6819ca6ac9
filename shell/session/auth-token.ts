import { readCookie } from '../lib/cookies';
import { AUTH_COOKIE, currentLocale } from '../lib/current-locale';
import { announceAuthChange } from './auth-sync';

/** Spec section 9: the auth token cookie lives on path / for 604800 s (7 days). */
const AUTH_COOKIE_MAX_AGE = 604_800;

type AccountEvent = 'loggedin' | 'registered' | 'loggedout';
/** The window events the shell raises for other parts of the page (tag manager, widget). */
const accountEventName = (event: AccountEvent) => `printshop:${event}`;

/** The Set-Cookie-like string for the token (pure, so it is unit tested). */
export function authCookieString(token: string | null, secure: boolean): string {
  const value = token === null ? '' : encodeURIComponent(token);
  const maxAge = token === null ? 0 : AUTH_COOKIE_MAX_AGE;
  return `${AUTH_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax${secure ? '; secure' : ''}`;
}

/** Stores the token in the auth_token cookie and raises the event. */
export function storeAuthToken(token: string, event: 'loggedin' | 'registered', customerId: number): void {
  document.cookie = authCookieString(token, window.location.protocol === 'https:');
  announceAuthChange(token);
  window.dispatchEvent(new CustomEvent(accountEventName(event), { detail: { customer_id: customerId } }));
}

/** Deletes the cookie (logout, or a token the server no longer accepts) and raises 'loggedout'. */
export function clearAuthToken(): void {
  document.cookie = authCookieString(null, window.location.protocol === 'https:');
  announceAuthChange(null);
  window.dispatchEvent(new CustomEvent(accountEventName('loggedout')));
}

/**
 * Logout: revokes the token on the server (it answers ok even for an unknown token), then deletes
 * the cookie, also when the server cannot be reached. Plain fetch keeps zod out of the header's chunk.
 */
export async function logout(): Promise<void> {
  const token = readCookie(AUTH_COOKIE);
  try {
    if (token) {
      await fetch(`${import.meta.env.VITE_API_BASE ?? ''}/api/selfcare/logout`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Accept-Language': currentLocale(), Authorization: `Bearer ${token}` },
        credentials: 'include',
      });
    }
  } catch (error) {
    console.error('logout failed', error);
  } finally {
    clearAuthToken();
  }
}

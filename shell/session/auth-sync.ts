import { readCookie } from '../lib/cookies';
import { AUTH_COOKIE } from '../lib/current-locale';

/*
 * Keeps every tab of the shop in step with the login. The auth_token cookie is the truth, but a
 * cookie raises no event, so two signals tell another tab:
 * - a BroadcastChannel message from the tab that logged in or out, so a tab visible beside it
 *   follows at once. It carries the new token (or null): another tab's view of the cookie can lag
 *   a moment behind the message (seen in Chromium), and re-reading the cookie then would keep the
 *   old state. The channel reaches the same origin only, which can read the cookie anyway.
 * - re-reading the cookie when a tab becomes visible, gains focus or comes back from the
 *   back/forward cache. This covers what no message announces (the cookie expiring after 7 days,
 *   a tab frozen while the message went out, a browser without BroadcastChannel).
 * Not the `storage` event: it needs a copy of the login in localStorage (refused by some private
 * modes, and one more place that can disagree with the cookie); not a timer: it wakes hidden tabs.
 */
const CHANNEL = 'printshop-auth';

interface AuthMessage {
  token: string | null;
}

const isAuthMessage = (data: unknown): data is AuthMessage =>
  typeof data === 'object' && data !== null && 'token' in data && (typeof data.token === 'string' || data.token === null);

/** Tells the other tabs the new login state (call after writing or deleting the cookie). */
export function announceAuthChange(token: string | null): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin (it reaches the same origin only)
  channel.postMessage({ token } satisfies AuthMessage);
  channel.close();
}

/** Calls onToken with the current token whenever it may have changed; returns the unsubscribe. */
export function watchAuthToken(onToken: (token: string | null) => void): () => void {
  const check = () => onToken(readCookie(AUTH_COOKIE));
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isAuthMessage(event.data)) onToken(event.data.token);
  });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', check);
  window.addEventListener('pageshow', check);
  return () => {
    channel?.close();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', check);
    window.removeEventListener('pageshow', check);
  };
}

import type { FetchLike } from '../../shared/api/client';
import { DRAFT_HEADER, DraftCreated } from '../../shared/api/drafts';

const storageKey = (shopBase: string) => `printshop-draft:${shopBase}`;

/** localStorage may be unavailable (privacy modes, sandboxed frames): the draft then lives as long as the page. */
const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // kept in memory only
    }
  },
};

export interface DraftSession {
  /** fetch for the API client: every call names the draft. */
  fetch: FetchLike;
  /** The draft header for calls made without the client (uploads). */
  headers(): Promise<Record<string, string>>;
  /** Drops a draft the server no longer knows, so the next call starts a new one. */
  forget(): void;
}

/**
 * The widget's draft on a partner page, where no shop cookie reaches the shop (SameSite=Lax): every
 * API call and upload names the draft in a header, so uploads and the saved item belong to it. The
 * token is made on first use and kept per shop in localStorage, so a reload keeps the visitor's images.
 */
export function draftSession(shopBase: string): DraftSession {
  const key = storageKey(shopBase);
  let token: Promise<string> | null = null;
  const ensure = (): Promise<string> => {
    const known = storage.get(key);
    token ??= known
      ? Promise.resolve(known)
      : fetch(`${shopBase}/api/drafts`, { method: 'POST', headers: { Accept: 'application/json' } })
          .then(async (res) => DraftCreated.parse(await res.json()).token)
          .then((made) => (storage.set(key, made), made));
    // A failed start may be retried by the next call.
    token.catch(() => (token = null));
    return token;
  };
  return {
    // No cookies: the draft names the visitor, and the shop grants partner pages no credentials.
    fetch: async (url, init) => fetch(url, { ...init, credentials: 'omit', headers: { ...init.headers, [DRAFT_HEADER]: await ensure() } } as RequestInit),
    headers: async () => ({ [DRAFT_HEADER]: await ensure() }),
    forget: () => {
      token = null;
      storage.set(key, null);
    },
  };
}

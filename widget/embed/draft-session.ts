import type { FetchLike } from '../../shared/api/client';
import { DRAFT_HEADER, PARTNER_HEADER } from '../../shared/api/routes/partner-drafts';
import { chunk } from '../lib/chunk';

/** Starting and handing over the draft (with their schemas and the page's touch): loaded at the first write, not with the first step. */
export const draftCalls = chunk(() => import('./draft-calls'));

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
  /** fetch for the API client: writes name the draft (started by the first one); reads name it once there is one. */
  fetch: FetchLike;
  /**
   * The draft header for calls made without the client (uploads); starts the draft if there is none
   * yet. Given the headers of a write answered 410 (the shop no longer keeps their draft), a new draft's.
   */
  headers(gone?: Record<string, string>): Promise<Record<string, string>>;
  /** Whether the visitor has a draft (a stored or started token): without one there is nothing saved to look up. */
  started(): boolean;
  /** Drops a draft the server no longer knows, so the next write starts a new one. */
  forget(): void;
}

/** The catalogue is the same for every visitor and partner: asked without the draft and the partner key, as a simple CORS GET (no preflight). */
const CATALOGUE = '/api/config/';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * One draft session per shop and partner on a page: several widgets of one shop keep one draft (its
 * token is stored per shop anyway), and their first writes, made together, start it once.
 */
const sessions = new Map<string, DraftSession>();

/**
 * The widget's draft on a partner page, where no shop cookie reaches the shop (SameSite=Lax): every
 * write and upload names the draft in a header, so uploads and the saved item belong to it. The
 * token is kept per shop in localStorage, so a reload keeps the visitor's images. A new visitor gets
 * one only when something is written (the first upload, draft save, basket item or hand-over), not
 * on the way to the first step; writes that start together share the one POST /api/drafts. Reads
 * before that go without it: the shop answers them as for a visitor with nothing saved. Each call
 * but the catalogue's names the embed's partner key, when it has one.
 */
export function draftSession(shopBase: string, partner?: string): DraftSession {
  const id = `${shopBase} ${partner}`;
  let session = sessions.get(id);
  if (!session) sessions.set(id, (session = newDraftSession(shopBase, partner ? { [PARTNER_HEADER]: partner } : {})));
  return session;
}

function newDraftSession(shopBase: string, partnerHeader: Record<string, string>): DraftSession {
  const key = storageKey(shopBase);
  let token: Promise<string> | null = null;
  /** The draft `token` resolved to; null while a new one is being started. */
  let settled: string | null = null;
  const known = (): Promise<string> | null => {
    if (token === null) {
      const stored = storage.get(key);
      if (stored) {
        token = Promise.resolve(stored);
        settled = stored;
      }
    }
    return token;
  };
  const ensure = (): Promise<string> => {
    const existing = known();
    if (existing !== null) return existing;
    const made: Promise<string> = startDraft(shopBase, partnerHeader).then((value) => {
      if (token === made) settled = value;
      storage.set(key, value);
      return value;
    });
    token = made;
    settled = null;
    // A failed start may be retried by the next write.
    made.catch(() => {
      if (token === made) token = null;
    });
    return made;
  };
  /** The draft a request names (a read names one only when there is one). */
  const draftFor = (method: string): Promise<string> | null => (isRead(method) ? known() : ensure());
  /** The shop no longer keeps `draft` (it expired): forgotten, unless a write beside this one started the next already. */
  const gone = (draft: string) => {
    if (settled !== draft) return;
    token = null;
    settled = null;
    storage.set(key, null);
  };
  const send = async (url: string, init: Parameters<FetchLike>[1]) => {
    const catalogue = new URL(url).pathname.startsWith(CATALOGUE);
    const draft = catalogue ? null : await draftFor(init.method);
    const named = catalogue ? {} : { ...partnerHeader, ...(draft === null ? {} : { [DRAFT_HEADER]: draft }) };
    // No cookies: the draft names the visitor, and the shop grants partner pages no credentials.
    const res = await fetch(url, { ...init, credentials: 'omit', headers: { ...init.headers, ...named } } as RequestInit);
    return { res, draft };
  };
  return {
    fetch: async (url, init) => {
      const first = await send(url, init);
      // A write to a draft the shop no longer keeps stored nothing (410): sent once more, on a new draft.
      if (first.res.status !== 410 || first.draft === null || isRead(init.method)) return first.res;
      gone(first.draft);
      return (await send(url, init)).res;
    },
    headers: async (stale) => {
      const named = stale?.[DRAFT_HEADER];
      if (named !== undefined) gone(named);
      return { ...partnerHeader, [DRAFT_HEADER]: await ensure() };
    },
    started: () => known() !== null,
    forget: () => {
      token = null;
      settled = null;
      storage.set(key, null);
    },
  };
}

const startDraft = async (shopBase: string, partnerHeader: Record<string, string>) => (await draftCalls()).startDraft(shopBase, partnerHeader);

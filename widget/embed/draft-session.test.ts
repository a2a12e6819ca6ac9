import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_HEADER } from '../../shared/api/drafts';
import { draftSession } from './draft-session';

/*
 * What the session sends, seen at the browser's fetch (the shop itself is in e2e/widget-embed.spec.ts):
 * which requests start a draft and which name it.
 */
const SHOP = 'https://shop.test';
const TOKEN = 'a'.repeat(40);

interface Sent {
  method: string;
  path: string;
  draft: string | undefined;
}

let sent: Sent[];
let startDraft: () => Promise<Response>;

beforeEach(() => {
  sent = [];
  window.localStorage.clear();
  startDraft = async () => Response.json({ token: TOKEN }, { status: 201 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url).pathname;
    sent.push({ method, path, draft: (init.headers as Record<string, string> | undefined)?.[DRAFT_HEADER] });
    if (method === 'POST' && path === '/api/drafts') return startDraft();
    return Response.json({});
  });
});
afterEach(() => vi.unstubAllGlobals());

const call = (session: ReturnType<typeof draftSession>, method: string, path: string) =>
  session.fetch(`${SHOP}${path}`, { method, headers: { Accept: 'application/json' }, credentials: 'include' });

describe('the draft session of a new visitor', () => {
  it('starts no draft for reads: the catalogue and the look-ups go without the header', async () => {
    const session = draftSession(SHOP);
    await call(session, 'GET', '/api/config/poster/product');
    await call(session, 'GET', '/api/images');
    expect(session.started()).toBe(false);
    expect(sent).toEqual([
      { method: 'GET', path: '/api/config/poster/product', draft: undefined },
      { method: 'GET', path: '/api/images', draft: undefined },
    ]);
  });

  it('starts one draft for two writes that start at once, and both name it', async () => {
    const session = draftSession(SHOP);
    await Promise.all([call(session, 'PUT', '/api/configurator/drafts/poster'), call(session, 'POST', '/api/basket/items')]);
    expect(sent.filter((s) => s.path === '/api/drafts')).toHaveLength(1);
    expect(sent.filter((s) => s.path !== '/api/drafts')).toEqual([
      { method: 'PUT', path: '/api/configurator/drafts/poster', draft: TOKEN },
      { method: 'POST', path: '/api/basket/items', draft: TOKEN },
    ]);
    expect(session.started()).toBe(true);
    // An upload's headers and later reads name the same draft; the catalogue still goes without.
    expect(await session.headers()).toEqual({ [DRAFT_HEADER]: TOKEN });
    await call(session, 'GET', '/api/configurator/drafts');
    await call(session, 'GET', '/api/config/poster/product');
    expect(sent.slice(-2).map((s) => s.draft)).toEqual([TOKEN, undefined]);
    expect(sent.filter((s) => s.path === '/api/drafts')).toHaveLength(1);
  });

  it('keeps the token for the next visit, and a stored one is used without a start', async () => {
    await draftSession(SHOP).headers();
    sent = [];
    const next = draftSession(SHOP);
    expect(next.started()).toBe(true);
    await call(next, 'GET', '/api/configurator/drafts');
    expect(sent).toEqual([{ method: 'GET', path: '/api/configurator/drafts', draft: TOKEN }]);
  });

  it('a failed start loses nothing: the write fails, and the next one starts the draft again', async () => {
    const session = draftSession(SHOP);
    startDraft = async () => Response.json({ error: { code: 'unavailable', message: 'busy' } }, { status: 503 });
    await expect(call(session, 'PUT', '/api/configurator/drafts/poster')).rejects.toThrow('HTTP 503');
    expect(session.started()).toBe(false);
    startDraft = async () => Response.json({ token: TOKEN }, { status: 201 });
    await call(session, 'PUT', '/api/configurator/drafts/poster');
    expect(sent.map((s) => `${s.method} ${s.path} ${s.draft ?? '-'}`)).toEqual([
      'POST /api/drafts -',
      'POST /api/drafts -',
      `PUT /api/configurator/drafts/poster ${TOKEN}`,
    ]);
  });

  it('forgets a draft the shop no longer knows: the next write starts a new one', async () => {
    const session = draftSession(SHOP);
    await session.headers();
    session.forget();
    expect(session.started()).toBe(false);
    await call(session, 'POST', '/api/drafts/handover');
    expect(sent.filter((s) => s.path === '/api/drafts')).toHaveLength(2);
  });
});

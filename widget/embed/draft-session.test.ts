import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_HEADER, PARTNER_HEADER } from '../../shared/api/partner-drafts';
import { draftSession } from './draft-session';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const token = (n: number) => `draft-${n}`.padEnd(40, 'x');

/** The shop as the browser's fetch reaches it: it starts drafts, and answers 410 to writes naming `expired`. */
function shopKeeping(expired: string | null = null) {
  const started: string[] = [];
  const written: (string | null)[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url.endsWith('/api/drafts')) {
      started.push(url);
      return new Response(JSON.stringify({ token: token(started.length) }), { status: 201 });
    }
    const named = new Headers(init.headers).get(DRAFT_HEADER);
    written.push(named);
    return new Response('{}', { status: named === expired ? 410 : 200 });
  });
  return { started, written };
}

const write = { method: 'PUT', headers: {}, body: '{}', credentials: 'include' } as const;

describe('the partner widget’s draft', () => {
  it('is started once for the first writes of two widgets of one shop, made together', async () => {
    const shop = 'https://one.example';
    const { started } = shopKeeping();
    const headers = await Promise.all([draftSession(shop).headers(), draftSession(shop).headers(), draftSession(shop).headers()]);
    expect(started).toEqual([`${shop}/api/drafts`]);
    expect(new Set(headers.map((h) => h[DRAFT_HEADER])).size).toBe(1);
  });

  it('is started anew, once, when writes made together name a draft the shop no longer keeps', async () => {
    const shop = 'https://two.example';
    window.localStorage.setItem(`printshop-draft:${shop}`, 'expired'.padEnd(40, 'x'));
    const { started, written } = shopKeeping('expired'.padEnd(40, 'x'));
    const session = draftSession(shop);
    const answers = await Promise.all([session.fetch(`${shop}/api/configurator/drafts/canvas`, write), session.fetch(`${shop}/api/basket/items`, write)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(started).toHaveLength(1);
    expect(written.slice(2)).toEqual([token(1), token(1)]);
    expect(window.localStorage.getItem(`printshop-draft:${shop}`)).toBe(token(1));
  });

  it('gives an upload answered 410 the header of a new draft', async () => {
    const shop = 'https://three.example';
    window.localStorage.setItem(`printshop-draft:${shop}`, 'expired'.padEnd(40, 'x'));
    shopKeeping('expired'.padEnd(40, 'x'));
    const session = draftSession(shop);
    const stale = await session.headers();
    expect(await session.headers(stale)).toEqual({ [DRAFT_HEADER]: token(1) });
  });

  it('reports the host page without its query and only its campaign parameters when it starts the draft', async () => {
    const shop = 'https://four.example';
    window.history.replaceState(null, '', '/frames?utm_source=news&email=lea%40example.li#top');
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ token: token(1) }), { status: 201 });
    });
    await draftSession(shop).headers();
    expect(sent).toEqual([{ touch: { page: `${window.location.origin}/frames`, params: { utm_source: 'news' } } }]);
  });

  it("names the embed's partner key in every call but the catalogue's reads, the draft's start and uploads included", async () => {
    const shop = 'https://four.example';
    const partner = 'pk_4mT9qX2vL8rB1nZ6cW3yH5dK';
    const sent: [string, string | null][] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      sent.push([new URL(url).pathname, new Headers(init.headers).get(PARTNER_HEADER)]);
      return new Response(JSON.stringify({ token: token(1) }), { status: 200 });
    });
    const session = draftSession(shop, partner);
    await session.fetch(`${shop}/api/config/products`, { method: 'GET', headers: {}, credentials: 'include' });
    await session.fetch(`${shop}/api/basket/items`, write);
    expect(await session.headers()).toEqual({ [PARTNER_HEADER]: partner, [DRAFT_HEADER]: token(1) });
    expect(sent).toEqual([
      ['/api/config/products', null],
      ['/api/drafts', partner],
      ['/api/basket/items', partner],
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_HEADER } from '../../shared/api/drafts';
import { draftSession } from './draft-session';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the partner widget’s draft', () => {
  it('is started once for the first writes of two widgets of one shop, made together', async () => {
    const started: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      started.push(url);
      return new Response(JSON.stringify({ token: `draft-${started.length}`.padEnd(40, 'x') }), { status: 201 });
    });
    const shop = 'https://shop.example';
    const headers = await Promise.all([draftSession(shop).headers(), draftSession(shop).headers(), draftSession(shop).headers()]);
    expect(started).toEqual([`${shop}/api/drafts`]);
    expect(new Set(headers.map((h) => h[DRAFT_HEADER])).size).toBe(1);
  });
});

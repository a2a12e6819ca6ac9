import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding, RenderedPage, RenderedPages, type RenderResult } from './rendered-pages';

function harness(maxBytes = 1024 * 1024) {
  let version = 1;
  let versionFails = false;
  const pages = new RenderedPages({
    readVersion: async () => {
      if (versionFails) throw new Error('database gone');
      return version;
    },
    maxBytes,
  });
  const rendered: string[] = [];
  const page = (status: number, html: string) => async (): Promise<RenderResult> => {
    rendered.push(html);
    return new RenderedPage(status, Buffer.from(html));
  };
  return {
    pages,
    page,
    rendered,
    bump: () => (version += 1),
    failVersion: (fails: boolean) => (versionFails = fails),
  };
}

const bodyOf = (result: RenderResult) => (result.kind === 'page' ? result.body.toString() : `→ ${result.location}`);

describe('RenderedPages', () => {
  it('renders a page once and serves the same bytes and ETag after', async () => {
    const h = harness();
    const first = await h.pages.get('/de/leinwand', h.page(200, '<p>Leinwand</p>'));
    const second = await h.pages.get('/de/leinwand', h.page(200, '<p>other</p>'));
    expect(second).toBe(first);
    expect(h.rendered).toEqual(['<p>Leinwand</p>']);
    expect(h.pages.stats.renders).toBe(1);
  });

  it('renders again once the catalogue version moved', async () => {
    const h = harness();
    await h.pages.get('/de', h.page(200, 'v1'));
    h.bump();
    expect(bodyOf(await h.pages.get('/de', h.page(200, 'v2')))).toBe('v2');
    expect(bodyOf(await h.pages.get('/de', h.page(200, 'v3')))).toBe('v2');
  });

  it('never serves a page rendered while the version moved under it', async () => {
    const h = harness();
    let finish!: () => void;
    const slow = h.pages.get('/de', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return new RenderedPage(200, Buffer.from('old'));
    });
    await Promise.resolve();
    h.bump();
    const fresh = h.pages.get('/de', h.page(200, 'new'));
    finish();
    expect(bodyOf(await slow)).toBe('old');
    expect(bodyOf(await fresh)).toBe('new');
    expect(bodyOf(await h.pages.get('/de', h.page(200, 'newer')))).toBe('new');
  });

  it('renders once for concurrent requests of the same page', async () => {
    const h = harness();
    const results = await Promise.all(Array.from({ length: 20 }, () => h.pages.get('/fr/toile', h.page(200, 'toile'))));
    expect(h.rendered).toEqual(['toile']);
    expect(new Set(results).size).toBe(1);
  });

  it('keeps no failure: a 500, a redirect or a thrown render is rendered again next time', async () => {
    const h = harness();
    expect((await h.pages.get('/de/x', h.page(500, 'broken'))).status).toBe(500);
    expect((await h.pages.get('/de/x', h.page(200, 'fine'))).status).toBe(200);
    await h.pages.get('/de/r', async () => ({ kind: 'redirect', status: 302, location: '/de' }));
    expect(bodyOf(await h.pages.get('/de/r', h.page(200, 'page')))).toBe('page');
    await expect(
      h.pages.get('/de/t', async () => {
        throw new Error('render bug');
      }),
    ).rejects.toThrow('render bug');
    expect(bodyOf(await h.pages.get('/de/t', h.page(200, 'after')))).toBe('after');
  });

  it('shares a failure with the requests that waited for it, but keeps it for none after', async () => {
    const h = harness();
    const [a, b] = await Promise.all([h.pages.get('/de/y', h.page(500, 'down')), h.pages.get('/de/y', h.page(500, 'down'))]);
    expect(a).toBe(b);
    expect(h.rendered).toEqual(['down']);
    await h.pages.get('/de/y', h.page(500, 'down'));
    expect(h.rendered).toHaveLength(2);
  });

  it('renders without keeping when the version cannot be read', async () => {
    const h = harness();
    h.failVersion(true);
    await h.pages.get('/de', h.page(200, 'a'));
    await h.pages.get('/de', h.page(200, 'b'));
    expect(h.rendered).toEqual(['a', 'b']);
    expect(h.pages.stats.entries).toBe(0);
  });

  it('keeps 404 pages, but unknown URLs only ever push out other 404s, and the bytes stay under the cap', async () => {
    const kB = 'x'.repeat(1000);
    const h = harness(64_000);
    for (const path of ['/de', '/de/leinwand', '/de/poster']) await h.pages.get(path, h.page(200, kB));
    await h.pages.get('/de/nope', h.page(404, kB));
    expect(h.pages.stats).toMatchObject({ entries: 4, notFound: 1 });
    await h.pages.get('/de/nope', h.page(404, kB));
    expect(h.rendered).toHaveLength(4);

    for (let i = 0; i < 1000; i += 1) await h.pages.get(`/de/unknown-${i}`, h.page(404, kB));
    const { bytes, notFound, entries } = h.pages.stats;
    expect(bytes).toBeLessThanOrEqual(64_000);
    // 8 kB for 404s at 1.5 kB each.
    expect(notFound).toBe(5);
    expect(entries).toBe(8);
    const before = h.rendered.length;
    for (const path of ['/de', '/de/leinwand', '/de/poster']) await h.pages.get(path, h.page(200, kB));
    expect(h.rendered).toHaveLength(before);
  });

  it('drops the least recently used pages beyond the cap', async () => {
    const h = harness(8 * 1500 + 3 * 1500);
    const kB = 'x'.repeat(1000);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i', '/j']) await h.pages.get(path, h.page(200, kB));
    expect(h.pages.stats.bytes).toBeLessThanOrEqual(8 * 1500 + 3 * 1500);
    const before = h.rendered.length;
    await h.pages.get('/j', h.page(200, kB));
    expect(h.rendered).toHaveLength(before);
    await h.pages.get('/a', h.page(200, kB));
    expect(h.rendered).toHaveLength(before + 1);
  });

  it('with no bytes keeps nothing, still one render for concurrent requests', async () => {
    const h = harness(0);
    await Promise.all([h.pages.get('/de', h.page(200, 'a')), h.pages.get('/de', h.page(200, 'a'))]);
    await h.pages.get('/de', h.page(200, 'a'));
    expect(h.rendered).toHaveLength(2);
  });
});

describe('RenderedPage', () => {
  it('compresses once per encoding, to the same HTML', async () => {
    const html = '<!DOCTYPE html><p>' + 'Leinwand '.repeat(500);
    const page = new RenderedPage(200, Buffer.from(html));
    const br = await page.encode('br');
    expect(page.encode('br')).toBe(page.encode('br'));
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(await page.encode('gzip')).toString()).toBe(html);
    expect(br.length + (await page.encode('gzip')).length).toBeLessThan(page.bytes - html.length);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    ['*', 'br'],
    ['identity', null],
    ['identity;q=1, br;q=0.5', null],
    ['GZIP;Q=0.8', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

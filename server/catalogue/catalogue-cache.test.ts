import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

function harness(maxAgeMs: number, maxEntries = 10) {
  let version = 1;
  let now = 0;
  let versionReads = 0;
  let loads = 0;
  const cache = new CatalogueCache(
    async () => {
      versionReads += 1;
      return version;
    },
    maxAgeMs,
    maxEntries,
    () => now,
  );
  const load = (text: string) => async () => {
    loads += 1;
    return text;
  };
  return {
    cache,
    load,
    bump: () => (version += 1),
    advance: (ms: number) => (now += ms),
    counts: () => ({ versionReads, loads }),
  };
}

describe('CatalogueCache', () => {
  it('loads once and serves the same body and etag while the version stands', async () => {
    const h = harness(1000);
    const first = await h.cache.get('p:de', h.load('{"a":1}'));
    const second = await h.cache.get('p:de', h.load('{"a":2}'));
    expect(second).toEqual(first);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(h.counts()).toEqual({ versionReads: 1, loads: 1 });
  });

  it('reads the version at most once per maxAge, and reloads after it moved', async () => {
    const h = harness(1000);
    await h.cache.get('k', h.load('old'));
    h.bump();
    h.advance(999);
    expect((await h.cache.get('k', h.load('new'))).body).toBe('old');
    h.advance(1);
    expect((await h.cache.get('k', h.load('new'))).body).toBe('new');
    expect(h.counts()).toEqual({ versionReads: 2, loads: 2 });
  });

  it('with maxAge 0 checks the version on every request', async () => {
    const h = harness(0);
    await h.cache.get('k', h.load('old'));
    h.bump();
    expect((await h.cache.get('k', h.load('new'))).body).toBe('new');
  });

  it('shares one version read among concurrent requests', async () => {
    const h = harness(1000);
    await Promise.all(Array.from({ length: 20 }, (_, i) => h.cache.get(`k${i % 2}`, h.load('x'))));
    expect(h.counts().versionReads).toBe(1);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const h = harness(1000, 2);
    await h.cache.get('a', h.load('a'));
    await h.cache.get('b', h.load('b'));
    await h.cache.get('a', h.load('a'));
    await h.cache.get('c', h.load('c'));
    expect(h.cache.size).toBe(2);
    const loadsBefore = h.counts().loads;
    await h.cache.get('a', h.load('a'));
    expect(h.counts().loads).toBe(loadsBefore);
    await h.cache.get('b', h.load('b'));
    expect(h.counts().loads).toBe(loadsBefore + 1);
  });

  it('does not cache a failed load', async () => {
    const h = harness(1000);
    await expect(h.cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await h.cache.get('k', h.load('ok'))).body).toBe('ok');
  });

  it('loads a key missed by concurrent requests once, for answers and for parsed objects', async () => {
    const h = harness(1000);
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let parses = 0;
    const slowBody = async () => {
      await gate;
      return h.load('body')();
    };
    const slowValue = async () => {
      parses += 1;
      await gate;
      return { id: 'canvas' };
    };
    const bodies = Promise.all(Array.from({ length: 10 }, () => h.cache.get('k', slowBody)));
    const values = Promise.all(Array.from({ length: 10 }, () => h.cache.value('k', slowValue)));
    // Let every request reach its miss before the loads end.
    await new Promise((resolve) => setTimeout(resolve, 0));
    release?.();
    const [gotBodies, gotValues] = await Promise.all([bodies, values]);
    expect(h.counts().loads).toBe(1);
    expect(parses).toBe(1);
    expect(new Set(gotBodies).size).toBe(1);
    expect(new Set(gotValues).size).toBe(1);
  });

  it('gives a failed load to its concurrent waiters and loads again on the next request', async () => {
    const h = harness(1000);
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, 0));
      throw new Error('db down');
    };
    const waiters = await Promise.allSettled(Array.from({ length: 5 }, () => h.cache.value('k', failing)));
    expect(waiters.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
    expect(attempts).toBe(1);
    expect(await h.cache.value('k', async () => 'ok')).toBe('ok');
  });

  it('keeps parsed objects frozen until the catalogue version moves', async () => {
    const h = harness(0);
    let parses = 0;
    const parse = async () => {
      parses += 1;
      return { id: 'canvas', sizes: [{ width: 300 }] };
    };
    const first = await h.cache.value('product:de:canvas', parse);
    expect(await h.cache.value('product:de:canvas', parse)).toBe(first);
    expect(parses).toBe(1);
    expect(Object.isFrozen(first.sizes[0])).toBe(true);
    expect(() => {
      (first.sizes[0] as { width: number }).width = 1;
    }).toThrow(TypeError);
    h.bump();
    expect(await h.cache.value('product:de:canvas', parse)).not.toBe(first);
    expect(parses).toBe(2);
  });
});

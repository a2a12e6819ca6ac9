import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk reload guard', () => {
  it('allows the first reload and records the time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 60 s and allows it after', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_059_999)).toBe(false);
    expect(claimChunkReload(storage, 1_060_000)).toBe(true);
  });

  it('ignores garbage in storage', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'nope' }), 5)).toBe(true);
  });

  it('refuses when storage cannot be written (a reload could loop)', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimChunkReload(storage, 5)).toBe(false);
  });

  it('recognises the browsers’ chunk failure messages only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /app/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

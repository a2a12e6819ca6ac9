import { describe, expect, it, vi } from 'vitest';
import { type FontLoaderDeps, fontLoader } from './font-loader';

function fakeDeps(statuses: number[] = []) {
  const added: FontFaceDescriptors[] = [];
  const fetch = vi.fn<(url: string) => Promise<Response>>(async () => {
    const status = statuses.shift() ?? 200;
    return new Response(status === 200 ? new Uint8Array([119, 79, 70, 50]) : null, { status });
  });
  const deps: FontLoaderDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    fonts: { add: () => undefined } as unknown as FontFaceSet,
    makeFace: (family, _data, descriptors) => {
      added.push({ ...descriptors, family } as FontFaceDescriptors);
      return { load: async () => ({}) as FontFace } as FontFace;
    },
  };
  return { deps, fetch, added };
}

describe('fontLoader', () => {
  it('fetches both subsets of a cut from the shop and registers each with its weight and unicode range', async () => {
    const { deps, fetch, added } = fakeDeps();
    await fontLoader(() => deps)('https://shop.example', 'playfair-display', 'bold');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://shop.example/api/fonts/playfair-display/bold/latin',
      'https://shop.example/api/fonts/playfair-display/bold/latin-ext',
    ]);
    expect(added).toEqual([
      expect.objectContaining({ family: 'Playfair Display', weight: '700', unicodeRange: expect.stringContaining('U+0000-00FF') }),
      expect.objectContaining({ family: 'Playfair Display', weight: '700', unicodeRange: expect.stringContaining('U+0100-02BA') }),
    ]);
  });

  it('fetches each file once', async () => {
    const { deps, fetch } = fakeDeps();
    const load = fontLoader(() => deps);
    await Promise.all([load('', 'lato', 'regular'), load('', 'lato', 'regular')]);
    await load('', 'lato', 'regular');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails on a failed file and asks for it again on the next use', async () => {
    const { deps, fetch } = fakeDeps([503]);
    const load = fontLoader(() => deps);
    await expect(load('', 'lora', 'regular')).rejects.toThrow(/503/);
    await load('', 'lora', 'regular');
    // The latin file twice, the latin-ext file (which arrived) once.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/fonts/lora/regular/latin',
      '/api/fonts/lora/regular/latin-ext',
      '/api/fonts/lora/regular/latin',
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { chunk, failedModuleUrl, retryUrl } from './chunk';

type Module = { ok: boolean };

const designUrl = 'https://shop.example/widget/v1/configurator-design-step-Ab3_x-9z.js';
const chromiumFailure = new TypeError(`Failed to fetch dynamically imported module: ${designUrl}`);

describe('failedModuleUrl', () => {
  it("reads the URL from Chromium's and Firefox's messages", () => {
    expect(failedModuleUrl(chromiumFailure)).toBe(designUrl);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${designUrl}`))).toBe(designUrl);
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${designUrl}?retry=x-1`))).toBe(`${designUrl}?retry=x-1`);
  });

  it("is null for Safari's message, which names no URL", () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('retryUrl', () => {
  it('keeps the file and makes the URL new each time', () => {
    const first = retryUrl(designUrl);
    const second = retryUrl(`${first}`);
    expect(new URL(first).pathname).toBe(new URL(designUrl).pathname);
    expect(new URL(second).searchParams.getAll('retry')).toHaveLength(1);
    expect(second).not.toBe(first);
  });
});

describe('chunk', () => {
  it('imports once while it loads and after it loaded', async () => {
    const importer = vi.fn<() => Promise<Module>>(async () => ({ ok: true }));
    const load = chunk(importer);
    await Promise.all([load(), load()]);
    await load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('retries a failed import under a fresh URL of the same file (a browser that keeps the failure would not fetch it again)', async () => {
    const importer = vi.fn<() => Promise<Module>>(() => Promise.reject(chromiumFailure));
    const importUrl = vi.fn<(url: string) => Promise<Module>>(async () => ({ ok: true }));
    const load = chunk(importer, importUrl);
    await expect(load()).rejects.toBe(chromiumFailure);
    await expect(load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(1);
    const url = new URL(importUrl.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe(designUrl);
    expect(url.searchParams.get('retry')).toBeTruthy();
  });

  it('calls the importer again when the error names no URL', async () => {
    const importer = vi
      .fn<() => Promise<Module>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ ok: true });
    const importUrl = vi.fn<(url: string) => Promise<Module>>();
    const load = chunk(importer, importUrl);
    await expect(load()).rejects.toThrow('Importing a module script failed.');
    await expect(load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(importUrl).not.toHaveBeenCalled();
  });
});

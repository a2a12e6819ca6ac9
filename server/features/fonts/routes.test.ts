import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

describe('GET /api/fonts/:font/:weight/:subset', () => {
  it('answers a catalogue font as WOFF2 that any cache may keep', async () => {
    const res = await t.app.inject({ url: '/api/fonts/lato/bold/latin-ext' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('answers 404 for anything outside the catalogue', async () => {
    for (const url of [
      '/api/fonts/comic-sans/regular/latin',
      '/api/fonts/lato/light/latin',
      '/api/fonts/lato/regular/cyrillic',
      '/api/fonts/..%2F..%2Fetc/regular/latin',
    ]) {
      expectError(await t.app.inject({ url }), 404, 'not_found');
    }
  });
});

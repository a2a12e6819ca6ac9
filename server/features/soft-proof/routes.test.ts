import { describe, expect, it } from 'vitest';
import { SOFT_PROOF_BYTES } from '../../../shared/domain/preview/soft-proof-table';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

describe('GET /api/products/:productId/soft-proof', () => {
  it('answers the lookup table of the product’s condition, immutable at its current version', async () => {
    const res = await t.app.inject({ url: '/api/products/aluminium-dibond/soft-proof?v=fogra39.perceptual.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe('"fogra39.perceptual.1"');
    expect(res.rawPayload.length).toBe(SOFT_PROOF_BYTES);
    // Pure green (the grid's last red-less, full-green, blue-less point) is out of FOGRA39's gamut.
    const green = (0 + 33 * (32 + 33 * 0)) * 4;
    expect(res.rawPayload[green + 3]).toBe(0);
  });

  it('keeps an answer for an old or missing version only a minute, and answers 304 to its ETag', async () => {
    const res = await t.app.inject({ url: '/api/products/canvas/soft-proof' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const again = await t.app.inject({ url: '/api/products/canvas/soft-proof', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a product that does not exist', async () => {
    expectError(await t.app.inject({ url: '/api/products/no-such-product/soft-proof' }), 404, 'not_found');
  });
});

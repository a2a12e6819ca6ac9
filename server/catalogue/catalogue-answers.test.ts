import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProduct } from '../../shared/api/config';
import { products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // 0 ms: every request asks the database whether the catalogue moved, so the test sees changes at once.
  t = await createTestApp({ CATALOGUE_CACHE_MS: '0' });
});
afterAll(() => t.close());

describe('cached catalogue answers', () => {
  it('carry an ETag and answer 304 when the browser has them', async () => {
    const first = await t.app.inject({ url: '/api/config/poster/product', headers: { 'accept-language': 'it' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('max-age=60');
    expect(String(first.headers.vary)).toContain('Accept-Language');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/api/config/poster/product', headers: { 'accept-language': 'it', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('are per language', async () => {
    const de = await t.app.inject({ url: '/api/config/poster/product', headers: { 'accept-language': 'de' } });
    const fr = await t.app.inject({ url: '/api/config/poster/product', headers: { 'accept-language': 'fr' } });
    expect(de.headers.etag).not.toBe(fr.headers.etag);
    expect(getProduct.response.parse(fr.json()).attributes[0]?.title).not.toBe(getProduct.response.parse(de.json()).attributes[0]?.title);
  });

  it('change as soon as the catalogue changes in the database', async () => {
    const before = await t.app.inject({ url: '/api/config/poster/product', headers: { 'accept-language': 'en' } });
    await t.database.db
      .update(products)
      .set({ definition: sql`jsonb_set(${products.definition}, '{name,en}', '"Poster (new)"')` })
      .where(eq(products.id, 'poster'));
    const after = await t.app.inject({ url: '/api/config/poster/product', headers: { 'accept-language': 'en' } });
    expect(getProduct.response.parse(after.json()).name).toBe('Poster (new)');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({ url: '/api/config/poster/product', headers: { 'accept-language': 'en', 'if-none-match': String(before.headers.etag) } });
    expect(stale.statusCode).toBe(200);
  });

  it('do not cache a 404', async () => {
    expect((await t.app.inject({ url: '/api/config/later/product' })).statusCode).toBe(404);
    const [poster] = await t.database.db.select().from(products).where(eq(products.id, 'poster'));
    await t.database.db.insert(products).values({ ...poster!, id: 'later', position: 99 });
    expect((await t.app.inject({ url: '/api/config/later/product' })).statusCode).toBe(200);
  });
});

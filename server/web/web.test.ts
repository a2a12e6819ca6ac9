import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cmsPages, products } from '../db/schema';
import { registerCustomer } from '../features/selfcare/test-helpers';
import { UNKNOWN_SHOP_PATHS } from '../test/unknown-shop-paths';
import { createTestApp, type TestApp } from '../test/test-app';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './page-cache';

// The real shell, built for browsers and for the server render into a folder of this test's own.
const repo = path.resolve(import.meta.dirname, '../..');
const dist = mkdtempSync(path.join(tmpdir(), 'printshop-web-'));
const entry = 'console.log("entry");'.repeat(100);

let t: TestApp;
beforeAll(async () => {
  const build = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [
        path.join(repo, 'node_modules/vite/bin/vite.js'),
        'build',
        '--configLoader',
        'runner',
        '--config',
        'vite.shell.config.ts',
        '--logLevel',
        'error',
        ...args,
      ],
      {
        cwd: repo,
        env: { ...process.env, DIST_DIR: dist },
        stdio: 'inherit',
      },
    );
  build();
  build('--ssr', 'entry-server.tsx');
  writeFileSync(path.join(dist, 'shell', 'app', 'probe-1.js'), entry);
  writeFileSync(path.join(dist, 'shell', 'app', 'probe-1.js.gz'), gzipSync(entry));
  // The widget's loader and a hashed module as the widget build names them (vite.widget.config.ts).
  mkdirSync(path.join(dist, 'widget', 'v1'), { recursive: true });
  writeFileSync(path.join(dist, 'widget', 'v1', 'configurator.js'), 'void 0;');
  writeFileSync(path.join(dist, 'widget', 'v1', 'configurator-0a1b2c3d.js'), 'export {};');
  // 0 ms: every request asks the database for the catalogue version, so a change shows at once.
  t = await createTestApp({ DIST_DIR: dist, CATALOGUE_CACHE_MS: '0' });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('public pages', () => {
  it('come brotli-compressed, or gzip-compressed when that is all a client takes, the same bytes decoded', async () => {
    const plain = await get('/de/leinwand');
    const br = await get('/de/leinwand', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/de/leinwand', { 'accept-encoding': 'gzip' });
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('are rendered on the server in their language, with their content', async () => {
    const response = await get('/fr/toile');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    const cms = (await get('/api/cms/page?lang=fr&path=toile', { 'accept-language': 'fr' })).json<{ title: string }>();
    expect(response.body).toContain(`<h1>${cms.title}</h1>`);
    expect(response.body).toContain('class="price-table"');
  });

  it('are cached publicly for a minute and revalidated by ETag', async () => {
    const response = await get('/de/leinwand');
    expect(response.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/de/leinwand', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/de/leinwand', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it("name their largest picture in a Link header, so its download starts with the page's headers", async () => {
    const response = await get('/de/leinwand');
    const link = String(response.headers.link);
    const preload = /<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/.exec(response.body);
    expect(preload).not.toBeNull();
    expect(link).toContain(`imagesrcset="${preload?.[1]}"`);
    expect(link).toMatch(/; rel=preload; as=image; type="image\/avif";.*; fetchpriority=high$/);
    // A page without pictures (the imprint) names none.
    const imprint = await get('/de/impressum');
    expect(imprint.statusCode).toBe(200);
    expect(imprint.headers.link).toBeUndefined();
  });

  it("carry the entry's stylesheet written in, and link only the stylesheets of a route's own chunk", async () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'shell', '.vite', 'manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
    const [entryCss] = manifest['index.html']?.css ?? [];
    expect(entryCss).toBeDefined();
    const css = readFileSync(path.join(dist, 'shell', entryCss!), 'utf8');
    for (const url of ['/de/leinwand', '/fr/checkout/basket']) {
      const { body } = await get(url);
      expect(body, url).toContain(`<style data-href="/${entryCss}">${css}</style>`);
      expect(body.includes(`<link rel="stylesheet" href="/${entryCss}"`), url).toBe(false);
    }
    expect((await get('/fr/checkout/basket')).body).toMatch(/<link rel="stylesheet" href="\/app\/checkout-routes-[\w-]+\.css"\/>/);
  });

  it('are the same for a logged-in customer with a basket as for anyone (no personal data)', async () => {
    const anonymous = await get('/de');
    const { token } = await registerCustomer(t.app, { firstname: 'Priska' });
    const personal = await get('/de', { authorization: `Bearer ${token}`, cookie: `auth_token=${token}` });
    expect(personal.headers.etag).toBe(anonymous.headers.etag);
    expect(personal.body).not.toContain('Priska');
  });
});

const renders = () => t.app.renderedPages.stats.renders;
const unitPrices = (html: string) => [...html.matchAll(/data-unit-rappen="(\d+)"/g)].map((m) => Number(m[1]));

describe('rendered public pages, kept until the catalogue changes', () => {
  it('a second request (any encoding, any query) does not render again, and gets the same page', async () => {
    const first = await get('/it/tela');
    expect(first.statusCode).toBe(200);
    const before = renders();
    const again = await get('/it/tela');
    const br = await get('/it/tela', { 'accept-encoding': 'br' });
    const gzip = await get('/it/tela', { 'accept-encoding': 'gzip' });
    const tracked = await get('/it/tela?utm_source=newsletter&x=1');
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(tracked.body).toBe(first.body);
    expect([again, br, gzip, tracked].map((r) => r.headers.etag)).toEqual(Array(4).fill(first.headers.etag));
  });

  it('renders concurrent requests for the same page once', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/en/canvas')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(renders()).toBe(before + 1);
  });

  it('a price changed in the catalogue gives the new HTML, with a new ETag', async () => {
    const before = await get('/de/leinwand');
    const prices = unitPrices(before.body);
    expect(prices.length).toBeGreaterThan(0);
    await t.database.db
      .update(products)
      .set({
        definition: sql`jsonb_set(${products.definition}, '{pricing,baseCosts}', to_jsonb(coalesce((${products.definition}->'pricing'->>'baseCosts')::numeric, 0) + 10))`,
      })
      .where(eq(products.id, 'canvas'));
    const after = await get('/de/leinwand');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(unitPrices(after.body)).not.toEqual(prices);
    expect(unitPrices(after.body)[0]).toBeGreaterThan(prices[0]!);
    expect((await get('/de/leinwand', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    expect((await get('/de/leinwand', { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });

  it('keeps a 404 (bounded apart from the pages), never a private page', async () => {
    await get('/de/gibt-es-auch-nicht');
    const before = renders();
    const kept = t.app.renderedPages.stats.entries;
    expect((await get('/de/gibt-es-auch-nicht')).statusCode).toBe(404);
    expect(renders()).toBe(before);
    for (const url of ['/de/checkout/basket', '/de/selfcare', '/de/checkout/basket']) expect((await get(url)).headers.etag).toBeUndefined();
    expect(renders()).toBe(before);
    expect(t.app.renderedPages.stats.entries).toBe(kept);
  });
});

describe('the visitor’s own pages', () => {
  it.each(['/de/checkout/basket', '/de/selfcare', '/fr/customer/newpassword', '/it/customer/newpassword/42/key'])('%s are never stored', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
    expect(response.headers.etag).toBeUndefined();
    expect(response.body).toContain('<header class="site-header">');
  });
});

describe('statuses', () => {
  it.each(UNKNOWN_SHOP_PATHS)('%s answers 404 with the error page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-status="404"');
  });

  it('a known product in the configurator answers 200 with the page frame', async () => {
    const response = await get('/en/configurator/canvas/productDesign');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="configurator-page"');
  });

  it('/{lang}/checkout redirects to the basket, / to the language', async () => {
    const checkout = await get('/fr/checkout');
    expect(checkout.statusCode).toBe(302);
    expect(checkout.headers.location).toBe('/fr/checkout/basket');
    const root = await get('/', { cookie: 'i18n_redirected=it' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/it');
  });

  it('a page whose data the server fails to load answers 500 with the error page', async () => {
    const blocks = { de: [{ type: 'priceList' as const, productId: 'gone' }], fr: [], it: [], en: [] };
    const texts = { de: 'Kaputt', fr: 'Cassé', it: 'Rotto', en: 'Broken' };
    await t.database.db
      .insert(cmsPages)
      .values({ key: 'broken', slugs: { de: 'kaputt', fr: 'casse', it: 'rotto', en: 'broken' }, titles: texts, descriptions: texts, blocks });
    const response = await get('/de/kaputt');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('data-status="500"');
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
    // Not kept either: the next request renders again.
    const rendersBefore = renders();
    expect((await get('/de/kaputt')).statusCode).toBe(500);
    expect(renders()).toBe(rendersBefore + 1);
  });
});

describe('built assets', () => {
  it('go out precompressed when the browser accepts it', async () => {
    expect(existsSync(path.join(dist, 'shell-server', 'entry-server.js'))).toBe(true);
    const response = await get('/app/probe-1.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(entry.length / 5);
  });
});

describe("the widget's files", () => {
  it('answer any origin with CORS (partner pages import them as modules), the hashed ones cached for good, the loader briefly', async () => {
    const origin = 'https://any-partner.example';
    const module = await get('/widget/v1/configurator-0a1b2c3d.js', { origin });
    expect(module.statusCode).toBe(200);
    expect(module.headers['access-control-allow-origin']).toBe('*');
    expect(module.headers['access-control-allow-credentials']).toBeUndefined();
    // One cached copy serves every origin.
    expect(String(module.headers.vary ?? '')).not.toMatch(/origin/i);
    expect(module.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const loader = await get('/widget/v1/configurator.js', { origin });
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
  });

  it("name the loader's source map in a header (its text leaves the comment out, for its 2 kB)", async () => {
    expect((await get('/widget/v1/configurator.js')).headers.sourcemap).toBe('configurator.js.map');
    expect((await get('/widget/v1/configurator-0a1b2c3d.js')).headers.sourcemap).toBeUndefined();
  });
});

describe('every kind of page', () => {
  const pages = ['/de', '/fr/toile', '/it/checkout/basket', '/en/configurator/canvas/productDesign', '/de/selfcare', '/de/gibt-es-nicht', '/sandbox/'];

  it.each(pages)('%s: CSP without inline script, no framing by others, no plugins, no sniffing', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
    // Inline script elements may only carry data (JSON is never executed) or a nonce.
    for (const [, attributes, content] of response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const external = /\bsrc=/.test(attributes ?? '');
      const data = /type="application\/(ld\+)?json"/.test(attributes ?? '');
      const nonce = /\bnonce=/.test(attributes ?? '');
      expect(external || data || nonce || (content ?? '').trim() === '', `inline script in ${url}: <script${attributes}>`).toBe(true);
    }
  });

  it('take the customer from the Authorization header only, never from a token in the URL or a cookie', async () => {
    const { token } = await registerCustomer(t.app);
    expect((await t.app.inject({ url: '/api/selfcare/data', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/selfcare/data?token=${token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/selfcare/data?access_token=${token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/selfcare/data', cookies: { 'auth._token.local': token, auth_token: token } })).statusCode).toBe(401);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    const urlParameters = Object.values(doc.paths).flatMap((operations) => Object.values(operations).flatMap((op) => op.parameters ?? []));
    expect(urlParameters.filter((p) => /token/i.test(p.name))).toEqual([]);
  });
});

describe('the tag manager', () => {
  it('is a setting of the server: with TAG_MANAGER_ID every page names the container and the CSP allows its origins; without, neither', async () => {
    const withContainer = await createTestApp({ DIST_DIR: dist, TAG_MANAGER_ID: 'GTM-PROBE42' });
    try {
      for (const url of ['/de/leinwand', '/fr/no-such-page', '/no-such-root']) {
        const page = await withContainer.app.inject({ url });
        expect(page.body, url).toContain('<meta name="tag-manager-id" content="GTM-PROBE42"');
        expect(String(page.headers['content-security-policy']), url).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
      }
    } finally {
      await withContainer.close();
    }
    const plain = await get('/de/leinwand');
    expect(plain.body).not.toContain('tag-manager-id');
    expect(String(plain.headers['content-security-policy'])).not.toContain('googletagmanager');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CmsPage } from '../../shared/api/cms';
import { FirstPageData } from '../../shared/api/first-page';
import { createTestApp, type TestApp } from '../test/test-app';

// A built shell in miniature: the server reads index.html and the chunk list at start.
const dist = mkdtempSync(path.join(tmpdir(), 'printshop-web-'));
const entry = 'console.log("entry");'.repeat(100);
mkdirSync(path.join(dist, 'shell', 'app'), { recursive: true });
writeFileSync(
  path.join(dist, 'shell', 'index.html'),
  '<!doctype html>\n<html lang="de">\n<head>\n<script type="module" crossorigin src="/app/index-1.js"></script>\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>',
);
writeFileSync(path.join(dist, 'shell', 'catalogue-chunks.json'), JSON.stringify({ de: '/app/de-1.js', fr: '/app/fr-1.js' }));
writeFileSync(path.join(dist, 'shell', 'app', 'index-1.js'), entry);
writeFileSync(path.join(dist, 'shell', 'app', 'index-1.js.gz'), gzipSync(entry));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function firstPage(html: string): FirstPageData {
  const json = /<script type="application\/json" id="first-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no first-page data');
  return FirstPageData.parse(JSON.parse(json));
}

describe('shop pages', () => {
  it('carry their navigation and content inline, the same as the API answers', async () => {
    const response = await t.app.inject({ url: '/fr/toile' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/app/fr-1.js">');
    const data = firstPage(response.body);
    const api = await t.app.inject({ url: '/api/cms/page?lang=fr&path=toile', headers: { 'accept-language': 'fr' } });
    expect(data.page).toEqual(CmsPage.parse(api.json()));
    const navigation = await t.app.inject({ url: '/api/cms/navigations?language=fr', headers: { 'accept-language': 'fr' } });
    expect(data.navigation).toEqual(navigation.json());
    expect(data.navigation.main.length).toBeGreaterThan(0);
  });

  it('answer 404 with no page for an unknown path, and still bring the navigation', async () => {
    const response = await t.app.inject({ url: '/de/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    const data = firstPage(response.body);
    expect(data.page).toBeNull();
    expect(data.navigation.header.length).toBeGreaterThan(0);
  });

  it('of the fixed routes (checkout, configurator...) have no page data and answer 200', async () => {
    const response = await t.app.inject({ url: '/it/checkout/basket' });
    expect(response.statusCode).toBe(200);
    expect(firstPage(response.body)).toMatchObject({ lang: 'it', page: null });
  });

  it('under an unknown language answer 404 without data', async () => {
    const response = await t.app.inject({ url: '/xx/leinwand' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('first-page-data');
  });
});

describe('built assets', () => {
  it('go out precompressed when the browser accepts it', async () => {
    const response = await t.app.inject({ url: '/app/index-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(entry.length / 5);
  });
});

describe('every kind of page', () => {
  const pages = ['/de', '/fr/toile', '/it/checkout/basket', '/en/configurator/canvas/productDesign', '/de/selfcare', '/de/gibt-es-nicht', '/sandbox/'];

  it.each(pages)('%s: CSP without inline script, no framing by others, no plugins, no sniffing', async (url) => {
    const response = await t.app.inject({ url });
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
      const data = /type="application\/json"/.test(attributes ?? '');
      const nonce = /\bnonce=/.test(attributes ?? '');
      expect(external || data || nonce || (content ?? '').trim() === '', `inline script in ${url}: <script${attributes}>`).toBe(true);
    }
  });

  it('take the customer from the Authorization header only, never from a token in the URL or a cookie', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/selfcare/register',
      payload: {
        type: 'private',
        language_id: 1,
        sex: 'm',
        firstname: 'Token',
        lastname: 'Probe',
        address1: 'Weg 2',
        zipcode: '6039',
        city: 'Root',
        phone: '041 000 00 01',
        email: 'token-probe@example.ch',
        username: 'tokenprobe',
        password: 'a long enough password 2',
      },
    });
    const { token } = registered.json() as { token: string };
    expect((await t.app.inject({ url: '/api/selfcare/data', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/selfcare/data?token=${token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/selfcare/data?access_token=${token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/selfcare/data', cookies: { 'auth._token.local': token, auth_token: token } })).statusCode).toBe(401);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const urlParameters = Object.values(doc.paths).flatMap((operations) => Object.values(operations).flatMap((op) => op.parameters ?? []));
    expect(urlParameters.filter((p) => /token/i.test(p.name))).toEqual([]);
  });
});

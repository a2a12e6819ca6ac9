import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// jsdom (the ui tests' DOM) ships no types of its own: what this test uses of it, typed here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string; runScripts: 'outside-only' }) => { window: Window & typeof globalThis };
};

const partner = 'https://partner.example';
const sandboxScript = readFileSync(path.resolve(import.meta.dirname, '../../e2e/sandbox/sandbox.js'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PARTNER_ORIGINS: partner });
});
afterAll(async () => {
  await t.close();
});

/** The sandbox page as the shop serves it, run in a DOM: the origin its loader script comes from. */
async function loaderOrigin(query: string, language = 'de') {
  const res = await t.app.inject({ url: `/sandbox/${query}`, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  const dom = new JSDOM(res.body.replace(/<script\b[^>]*><\/script>/g, ''), { url: `http://shop.test/sandbox/${query}`, runScripts: 'outside-only' });
  dom.window.eval(sandboxScript);
  const loader = [...dom.window.document.querySelectorAll('script')].find((script) => script.src.endsWith('/widget/v1/configurator.js'));
  const note = dom.window.document.querySelector('[data-testid="sandbox-shop-refused"]')?.textContent ?? null;
  dom.window.close();
  return { html: res.body, origin: loader ? new URL(loader.src).origin : null, note };
}

describe('the sandbox host page', () => {
  it('loads the widget from the shop itself by default, and from a configured partner origin when asked', async () => {
    expect(await loaderOrigin('')).toMatchObject({ origin: 'http://shop.test', note: null });
    expect(await loaderOrigin(`?shop=${encodeURIComponent(partner)}`)).toMatchObject({ origin: partner, note: null });
    expect(await loaderOrigin(`?shop=${encodeURIComponent('http://shop.test/')}`)).toMatchObject({ origin: 'http://shop.test', note: null });
  });

  it('never loads a script from another origin: it falls back to the shop and says so, in the visitor’s language', async () => {
    for (const shop of ['https://evil.example', 'javascript:alert(1)', 'https://partner.example.evil.example', 'not a url']) {
      const { html, origin, note } = await loaderOrigin(`?shop=${encodeURIComponent(shop)}`, 'en');
      expect(origin, shop).toBe('http://shop.test');
      expect(note, shop).toBe('The shop given in the address (?shop=) is not one this shop allows; the sandbox shows this shop instead.');
      expect(html).not.toContain('evil.example');
    }
    expect((await loaderOrigin('?shop=https://evil.example', 'fr')).note).toContain('bac à sable');
  });

  it('serves no copy of the page that would read ?shop= by itself', async () => {
    expect((await t.app.inject({ url: '/sandbox/index.html?shop=https://evil.example' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sandbox/sandbox.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/sandbox/' })).headers['content-security-policy']).toContain("object-src 'none'");
  });
});

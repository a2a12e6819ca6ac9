import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages } from '../../db/schema';
import { pages } from '../../seed/pages';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ CATALOGUE_CACHE_MS: '0' })));
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists every content page in all four languages, absolute from PUBLIC_URL', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const listed = locs(response.body);
    for (const page of pages) {
      for (const [locale, slug] of Object.entries(page.slugs))
        expect(listed).toContain(slug ? `http://shop.test/${locale}/${slug}` : `http://shop.test/${locale}`);
    }
  });

  it('lists the products and the configurator, each with its alternates', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(locs(response.body)).toEqual(expect.arrayContaining(['http://shop.test/fr/toile', 'http://shop.test/it/configurator']));
    const toile = /<url>\s*<loc>http:\/\/shop.test\/fr\/toile<\/loc>[\s\S]*?<\/url>/.exec(response.body)?.[0] ?? '';
    expect(toile).toContain('hreflang="de" href="http://shop.test/de/leinwand"');
    expect(toile).toContain('hreflang="x-default" href="http://shop.test/de/leinwand"');
  });

  it('lists a page staff add', async () => {
    const slugs = { de: 'neu', fr: 'nouveau', it: 'nuovo', en: 'new' };
    const texts = { de: 'Neu', fr: 'Nouveau', it: 'Nuovo', en: 'New' };
    await t.database.db.insert(cmsPages).values({ key: 'new', slugs, titles: texts, descriptions: texts, blocks: { de: [], fr: [], it: [], en: [] } });
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(locs(response.body)).toEqual(expect.arrayContaining(['http://shop.test/de/neu', 'http://shop.test/en/new']));
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap by its absolute URL', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});

describe('the OpenAPI document', () => {
  it('leaves the sitemap and robots.txt out, as the other page routes', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(doc.paths)).not.toContain('/robots.txt');
  });
});

import { describe, expect, it } from 'vitest';
import { CmsPage, type NavigationItem, Navigations, linkTypes } from '../../../shared/api/cms';
import { locales } from '../../../shared/i18n/locales';
import { catalogues } from '../../../shared/i18n/messages';
import { useTestApp } from '../../test/use-test-app';
import { expectError } from '../../test/expect-error';
import { cmsPages } from '../../db/schema';
import { termsPage } from '../../seed/pages/terms';
import { eq } from 'drizzle-orm';

const t = useTestApp();

function flatten(items: NavigationItem[], depth = 1): { item: NavigationItem; depth: number }[] {
  return items.flatMap((item) => [{ item, depth }, ...flatten(item.subItems, depth + 1)]);
}

describe('GET /api/cms/navigations', () => {
  it.each(locales)('answers both lists in %s with every link type and three levels', async (locale) => {
    const res = await t.app.inject({ url: `/api/cms/navigations?language=${locale}` });
    expect(res.statusCode).toBe(200);
    const navigations = Navigations.parse(res.json());
    const all = flatten([...navigations.main, ...navigations.header]);
    expect(navigations.main.length).toBeGreaterThan(0);
    expect(navigations.header.length).toBeGreaterThan(0);
    expect(new Set(all.map((e) => e.item.linkType))).toEqual(new Set(linkTypes));
    expect(Math.max(...all.map((e) => e.depth))).toBe(3);
    expect(all.some((e) => e.item.type === 'title')).toBe(true);
    for (const { item } of all) {
      expect(item.text.trim(), `item ${item.id}`).not.toBe('');
      if (['website', 'product', 'basket', 'customerSelfcare'].includes(item.linkType)) {
        expect(item.url, `item ${item.id}`).toMatch(new RegExp(`^/${locale}(/|$)`));
      }
      if (item.linkType === 'externalWebsite') expect(item.url).toMatch(/^https:\/\//);
      if (item.linkType === 'noLink' || item.linkType === 'contact') expect(item.url).toBeNull();
    }
    expect(all.find((e) => e.item.linkType === 'basket')?.item.url).toBe(`/${locale}/checkout/basket`);
    expect(all.some((e) => e.item.linkType === 'website' && e.item.hash)).toBe(true);
  });

  it('names the product of each product link (for its teaser picture) and of no other', async () => {
    const navigations = Navigations.parse((await t.app.inject({ url: '/api/cms/navigations?language=fr' })).json());
    const all = flatten([...navigations.main, ...navigations.header]).map((e) => e.item);
    expect(all.filter((item) => item.linkType === 'product').map((item) => item.productId)).toEqual([
      'canvas',
      'poster',
      'acrylic-glass',
      'aluminium-dibond',
      'gift-voucher',
      'sample-set',
    ]);
    expect(all.filter((item) => item.linkType !== 'product' && item.productId !== undefined)).toEqual([]);
  });

  it('speaks German without a language and refuses an unknown one with 400', async () => {
    const de = Navigations.parse((await t.app.inject({ url: '/api/cms/navigations' })).json());
    const explicit = Navigations.parse((await t.app.inject({ url: '/api/cms/navigations?language=de' })).json());
    expect(de).toEqual(explicit);
    const bad = expectError(await t.app.inject({ url: '/api/cms/navigations?language=xx' }), 400, 'validation_failed');
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['language']);
  });

  it('links every website and product item to a page that exists', async () => {
    for (const locale of locales) {
      const navigations = Navigations.parse((await t.app.inject({ url: `/api/cms/navigations?language=${locale}` })).json());
      const linked = flatten([...navigations.main, ...navigations.header]).filter((e) => ['website', 'product'].includes(e.item.linkType));
      for (const { item } of linked) {
        const path = (item.url as string).replace(new RegExp(`^/${locale}/?`), '');
        const res = await t.app.inject({ url: `/api/cms/page?lang=${locale}&path=${encodeURIComponent(path)}` });
        expect(res.statusCode, item.url ?? '').toBe(200);
      }
    }
  });
});

describe('GET /api/cms/page', () => {
  it('finds the home page and a product page, with alternates in every language', async () => {
    const home = CmsPage.parse((await t.app.inject({ url: '/api/cms/page?lang=fr&path=' })).json());
    expect(home.kind).toBe('content');
    expect(home.alternates).toEqual({ de: '/de', fr: '/fr', it: '/it', en: '/en' });
    const canvas = CmsPage.parse((await t.app.inject({ url: '/api/cms/page?lang=de&path=leinwand' })).json());
    expect(canvas).toMatchObject({ kind: 'product', productId: 'canvas' });
    expect(canvas.alternates.fr).toBe('/fr/toile');
  });

  it('answers 404 in the one error shape and in the request language', async () => {
    const res = await t.app.inject({
      url: '/api/cms/page?lang=de&path=gibt-es-nicht',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    const body = expectError(res, 404, 'not_found');
    expect(body.error.message).toBe('This page could not be found.');
  });

  it('refuses a missing language with 400', async () => {
    expectError(await t.app.inject({ url: '/api/cms/page?path=x' }), 400, 'validation_failed');
  });

  it.each([
    ['NUL', '%00'],
    ['BEL', '%07'],
    ['line feed', '%0A'],
  ])('refuses a path with %s with 400 naming the path (PostgreSQL refuses NUL: 500 before)', async (_name, escaped) => {
    const res = await t.app.inject({ url: `/api/cms/page?lang=de&path=leinwand${escaped}`, headers: { 'accept-language': 'fr' } });
    expect(expectError(res, 400, 'validation_failed').error.fields?.path).toEqual([catalogues.fr['validation.controlCharacter']]);
  });
});

describe('GET /api/translate-url', () => {
  it('translates a content page, a product and a fixed route, keeping query and hash', async () => {
    const ask = async (url: string, lang: string, newLang: string) =>
      (await t.app.inject({ url: '/api/translate-url', query: { url, lang, new_lang: newLang } })).json().url as string;
    expect(await ask('/de/leinwand?ref=nav#sizes', 'de', 'it')).toBe('/it/tela?ref=nav#sizes');
    expect(await ask('/fr/configurator/canvas/productSettings', 'fr', 'en')).toBe('/en/configurator/canvas/productSettings');
    expect(await ask('/de/unbekannt', 'de', 'fr')).toBe('/fr');
    const about = CmsPage.parse((await t.app.inject({ url: '/api/cms/page?lang=de&path=ueber-uns' })).json());
    expect(await ask('/de/ueber-uns', 'de', 'en')).toBe(about.alternates.en);
  });

  it('refuses a url that is not a path, and unknown languages', async () => {
    expectError(
      await t.app.inject({ url: '/api/translate-url', query: { url: 'https://evil.example/', lang: 'de', new_lang: 'fr' } }),
      400,
      'validation_failed',
    );
    expectError(await t.app.inject({ url: '/api/translate-url', query: { url: '/de', lang: 'de', new_lang: 'es' } }), 400, 'validation_failed');
  });
});

describe('GET /api/cms/page-path', () => {
  it.each(locales)('leads to the terms page in %s by its slug there', async (locale) => {
    const res = await t.app.inject({ url: `/api/cms/page-path?lang=${locale}&key=terms` });
    expect(res.statusCode).toBe(200);
    const { path } = res.json() as { path: string };
    expect(path).toBe(`/${locale}/${termsPage.slugs[locale]}`);
    const page = CmsPage.parse((await t.app.inject({ url: `/api/cms/page?lang=${locale}&path=${encodeURIComponent(path.slice(locale.length + 2))}` })).json());
    expect(page.title).toBe(termsPage.titles[locale]);
  });

  it('refuses a key that names no linked page with 400, and answers 404 when the CMS lacks the page', async () => {
    expectError(await t.app.inject({ url: '/api/cms/page-path?lang=de&key=home' }), 400, 'validation_failed');
    await t.database.db.delete(cmsPages).where(eq(cmsPages.key, 'imprint'));
    expectError(await t.app.inject({ url: '/api/cms/page-path?lang=fr&key=imprint' }), 404, 'not_found');
  });
});

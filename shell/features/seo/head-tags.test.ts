import { describe, expect, it } from 'vitest';
import { headTags, pageTitle, samePathInEveryLanguage, type HeadInput } from './head-tags';

const leinwand: HeadInput = {
  origin: 'https://shop.example',
  locale: 'fr',
  shopName: 'Print Atelier',
  title: 'Toile',
  description: 'Votre photo sur toile.',
  alternates: { de: '/de/leinwand', fr: '/fr/toile', it: '/it/tela', en: '/en/canvas' },
  ogType: 'product',
  imagePath: '/assets/og/print-atelier.png',
  indexable: true,
};

describe('page head tags', () => {
  it("names the page and the shop in the title, the shop's name alone once", () => {
    expect(pageTitle('Toile', 'Print Atelier')).toBe('Toile – Print Atelier');
    expect(pageTitle('Print Atelier – Wandbilder', 'Print Atelier')).toBe('Print Atelier – Wandbilder');
    expect(pageTitle(null, 'Print Atelier')).toBe('Print Atelier');
  });

  it("points the canonical URL at the page's own language, absolute from the public origin", () => {
    expect(headTags(leinwand).canonical).toBe('https://shop.example/fr/toile');
  });

  it('lists every language and x-default (German) as alternates', () => {
    expect(headTags(leinwand).alternates).toEqual([
      { hrefLang: 'de', href: 'https://shop.example/de/leinwand' },
      { hrefLang: 'fr', href: 'https://shop.example/fr/toile' },
      { hrefLang: 'it', href: 'https://shop.example/it/tela' },
      { hrefLang: 'en', href: 'https://shop.example/en/canvas' },
      { hrefLang: 'x-default', href: 'https://shop.example/de/leinwand' },
    ]);
  });

  it('gives Open Graph the title, description, type, image, locale and URL', () => {
    const og = Object.fromEntries(headTags(leinwand).openGraph.map((m) => [m.property, m.content]));
    expect(og).toEqual({
      'og:title': 'Toile – Print Atelier',
      'og:description': 'Votre photo sur toile.',
      'og:type': 'product',
      'og:site_name': 'Print Atelier',
      'og:image': 'https://shop.example/assets/og/print-atelier.png',
      'og:locale': 'fr_CH',
      'og:url': 'https://shop.example/fr/toile',
    });
  });

  it('lets search engines index public pages and keeps private ones out', () => {
    expect(headTags(leinwand).robots).toBe('index,follow');
    expect(headTags({ ...leinwand, indexable: false }).robots).toBe('noindex,follow');
  });

  it('gives a page without an address of its own no canonical URL, alternates or og:url', () => {
    const tags = headTags({ ...leinwand, alternates: null, indexable: false });
    expect(tags.canonical).toBeNull();
    expect(tags.alternates).toEqual([]);
    expect(tags.openGraph.some((m) => m.property === 'og:url')).toBe(false);
  });

  it('swaps only the language of a fixed route', () => {
    expect(samePathInEveryLanguage('/it/checkout/basket')).toEqual({
      de: '/de/checkout/basket',
      fr: '/fr/checkout/basket',
      it: '/it/checkout/basket',
      en: '/en/checkout/basket',
    });
    expect(samePathInEveryLanguage('/en')).toEqual({ de: '/de', fr: '/fr', it: '/it', en: '/en' });
  });
});

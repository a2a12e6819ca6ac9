import { describe, expect, it } from 'vitest';
import { pathsOfFixedRoute, robotsTxt, sitemapXml } from './sitemap';

const canvas = { de: '/de/leinwand', fr: '/fr/toile', it: '/it/tela', en: '/en/canvas' };

describe('sitemap', () => {
  it('has an entry per language, each naming the page in every language and x-default', () => {
    const xml = sitemapXml('https://shop.example', [canvas]);
    const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(entries.map((entry) => /<loc>(.*)<\/loc>/.exec(entry)?.[1])).toEqual(Object.values(canvas).map((path) => `https://shop.example${path}`));
    for (const entry of entries) {
      expect(entry.match(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)).toEqual([
        '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example/de/leinwand"/>',
        '<xhtml:link rel="alternate" hreflang="fr" href="https://shop.example/fr/toile"/>',
        '<xhtml:link rel="alternate" hreflang="it" href="https://shop.example/it/tela"/>',
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/canvas"/>',
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/de/leinwand"/>',
      ]);
    }
  });

  it('declares the sitemap and xhtml namespaces', () => {
    expect(sitemapXml('https://shop.example', [])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml('https://shop.example', [pathsOfFixedRoute('a&b')]);
    expect(xml).toContain('<loc>https://shop.example/de/a&amp;b</loc>');
    expect(xml).not.toContain('a&b');
  });
});

describe('robots.txt', () => {
  it('points to the sitemap by its absolute URL and keeps crawlers out of the API', () => {
    const lines = robotsTxt('https://shop.example').split('\n');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(lines).toContain('Disallow: /api/');
  });
});

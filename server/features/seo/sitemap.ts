import { defaultLocale, locales, type Locale } from '../../../shared/i18n/locales';

/*
 * The sitemap (sitemaps.org protocol with hreflang alternates, as Google reads them): every public
 * page once per language, each entry naming the page in every language and x-default (German).
 */

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's path in every language. */
export type PagePaths = Record<Locale, string>;

/** A route that is the same in every language (the configurator's start). */
export function pathsOfFixedRoute(rest: string): PagePaths {
  return Object.fromEntries(locales.map((l) => [l, `/${l}/${rest}`])) as PagePaths;
}

export function sitemapXml(origin: string, pages: PagePaths[]): string {
  const link = (hreflang: string, path: string) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(origin + path)}"/>`;
  const entries = pages.flatMap((paths) => {
    const alternates = [...locales.map((l) => link(l, paths[l])), link('x-default', paths[defaultLocale])];
    return locales.map((l) => ['  <url>', `    <loc>${xml(origin + paths[l])}</loc>`, ...alternates, '  </url>'].join('\n'));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every crawler may read the shop's pages; the API is no page. The sitemap URL is absolute, as the protocol wants. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

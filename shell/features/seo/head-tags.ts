import type { Locale } from '../../../shared/i18n/locales';
import { shellDefaultLocale, shellLocales } from '../../lib/locale';

/*
 * The head of a page as data: title, description, robots, canonical URL, hreflang alternates and
 * Open Graph, all absolute URLs from the shop's public origin. page-head.tsx renders it.
 */

export type Alternates = Partial<Record<Locale, string>>;

export interface HeadInput {
  /** The shop's public origin, e.g. 'https://print-atelier.ch' (no trailing slash). */
  origin: string;
  locale: Locale;
  shopName: string;
  /** The page's own title; null shows the shop's name alone. */
  title: string | null;
  description: string;
  /** The page's path in each language; null for a page that has no address of its own (an error). */
  alternates: Alternates | null;
  ogType: 'website' | 'product';
  /** Path of the link preview image. */
  imagePath: string;
  /** false for pages search engines should not list (checkout, account, errors). */
  indexable: boolean;
}

export interface HeadTags {
  title: string;
  description: string;
  robots: 'index,follow' | 'noindex,follow';
  canonical: string | null;
  alternates: { hrefLang: Locale | 'x-default'; href: string }[];
  openGraph: { property: string; content: string }[];
}

// Open Graph wants language_TERRITORY; the shop sells in Switzerland (English has no Swiss variant there).
const ogLocales: Record<Locale, string> = { de: 'de_CH', fr: 'fr_CH', it: 'it_CH', en: 'en_GB' };

/** '<page> – <shop>', the shop's name alone, or the page's title when it already names the shop. */
export function pageTitle(title: string | null, shopName: string): string {
  if (!title) return shopName;
  return title.includes(shopName) ? title : `${title} – ${shopName}`;
}

/** A route that is the same in every language (checkout, selfcare, configurator): only the prefix changes. */
export function samePathInEveryLanguage(pathname: string): Alternates {
  const rest = pathname.split('/').filter(Boolean).slice(1).join('/');
  return Object.fromEntries(shellLocales.map((l) => [l, rest ? `/${l}/${rest}` : `/${l}`]));
}

export function headTags(input: HeadInput): HeadTags {
  const absolute = (path: string) => `${input.origin}${path}`;
  const own = input.alternates?.[input.locale];
  const canonical = own === undefined ? null : absolute(own);
  const alternates: HeadTags['alternates'] = [];
  if (input.alternates) {
    for (const l of shellLocales) {
      const path = input.alternates[l];
      if (path !== undefined) alternates.push({ hrefLang: l, href: absolute(path) });
    }
    const fallback = input.alternates[shellDefaultLocale];
    if (fallback !== undefined) alternates.push({ hrefLang: 'x-default', href: absolute(fallback) });
  }
  const title = pageTitle(input.title, input.shopName);
  const openGraph = [
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.ogType },
    { property: 'og:site_name', content: input.shopName },
    { property: 'og:image', content: absolute(input.imagePath) },
    { property: 'og:locale', content: ogLocales[input.locale] },
    ...(canonical === null ? [] : [{ property: 'og:url', content: canonical }]),
  ];
  return {
    title,
    description: input.description,
    robots: input.indexable ? 'index,follow' : 'noindex,follow',
    canonical,
    alternates,
    openGraph,
  };
}

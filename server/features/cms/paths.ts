import { locales, type Locale, type Localized } from '../../../shared/i18n/locales';

/** The shop path of a content page or product slug in one language ('' is the home page). */
export function localizedPath(locale: Locale, slug: string): string {
  return slug ? `/${locale}/${slug}` : `/${locale}`;
}

/** A content page's or product's path in every language, from its slugs. */
export function localizedPaths(slugs: Localized): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, localizedPath(l, slugs[l])])) as Record<Locale, string>;
}

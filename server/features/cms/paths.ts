import type { Locale } from '../../../shared/i18n/locales';

/** The shop path of a content page or product slug in one language ('' is the home page). */
export function localizedPath(locale: Locale, slug: string): string {
  return slug ? `/${locale}/${slug}` : `/${locale}`;
}

/** Routes of the shell that are the same in every language (only the prefix changes). */
export const fixedRouteRoots = ['checkout', 'selfcare', 'customer', 'configurator'] as const;

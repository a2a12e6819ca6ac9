import type { Locale } from '../../../shared/i18n/locales';
import { fixedRouteRoots, localizedPath } from './paths';
import type { SlugOwner } from './catalogue-slugs';

/**
 * The same page under another language: fixed routes keep their path, content and product slugs
 * are translated, query and hash are kept; a path no page owns leads to the new language's home.
 */
export function translateUrl(url: string, from: Locale, to: Locale, owners: SlugOwner[]): string {
  const parsed = new URL(url, 'http://shop.invalid');
  const segments = parsed.pathname.split('/').filter(Boolean);
  const rest = segments[0] === from ? segments.slice(1) : segments;
  const suffix = `${parsed.search}${parsed.hash}`;
  const root = rest[0];
  if (root && (fixedRouteRoots as readonly string[]).includes(root)) {
    return `/${to}/${rest.join('/')}${suffix}`;
  }
  const slug = rest.join('/');
  const owner = owners.find((o) => o.slugs[from] === slug);
  if (!owner) return `/${to}${suffix}`;
  return `${localizedPath(to, owner.slugs[to])}${suffix}`;
}

import type { Locale } from '../../../shared/i18n/locales';
import { FIXED_ROUTE_ROOTS } from '../../../shared/domain/content/fixed-routes';
import { localizedPath } from './paths';
import type { SlugOwner } from './catalogue-slugs';

/**
 * The same page under another language: fixed routes keep their path, content and product slugs
 * are translated, query and hash are kept; a path no page owns, or no path of ours, leads to the
 * new language's home.
 */
const BASE = 'http://shop.invalid';

export function translateUrl(url: string, from: Locale, to: Locale, owners: SlugOwner[]): string {
  // Only a path of this shop is translated: anything else ('//host/x', 'https://...', junk) is the home page.
  const parsed = URL.canParse(url, BASE) ? new URL(url, BASE) : null;
  if (parsed?.origin !== BASE) return `/${to}`;
  const segments = parsed.pathname.split('/').filter(Boolean);
  const rest = segments[0] === from ? segments.slice(1) : segments;
  const suffix = `${parsed.search}${parsed.hash}`;
  const root = rest[0];
  if (root && (FIXED_ROUTE_ROOTS as readonly string[]).includes(root)) {
    return `/${to}/${rest.join('/')}${suffix}`;
  }
  const slug = rest.join('/');
  const owner = owners.find((o) => o.slugs[from] === slug);
  if (!owner) return `/${to}${suffix}`;
  return `${localizedPath(to, owner.slugs[to])}${suffix}`;
}

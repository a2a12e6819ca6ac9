import { createHash } from 'node:crypto';

/*
 * Spec'd caching of the shop's HTML (issue 16). A public page (home, content, product, price list,
 * configurator frame, 404) is the same for every visitor, so browsers and shared caches may keep it
 * for a minute and serve it stale while revalidating for ten more (a CMS change shows within a
 * minute), revalidated by ETag. Checkout, self-care and customer pages are never stored, nor is a
 * 500 page (the next request may well succeed).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
export const PRIVATE_PAGE_CACHE = 'no-store';

const privateRoots = new Set(['checkout', 'selfcare', 'customer']);

const loginApps = new Set(['admin', 'partner']);

/** Whether the path is the back office (/admin/...) or the partner portal (/partner/...): apps behind a login, never indexed. */
export const isLoginApp = (pathname: string) => loginApps.has(pathname.split('/')[1] ?? '');

/** Whether the shop path (/{lang}/{root}/...) is one of the visitor's own pages, or the back office or partner portal. */
export const isPrivatePage = (pathname: string) => isLoginApp(pathname) || privateRoots.has(pathname.split('/')[2] ?? '');

export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match names the page's current ETag (a list, weak or strong). */
export const isNotModified = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

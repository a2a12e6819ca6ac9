import type { NavigationItem } from '../../../shared/api/cms';

/** The link target of an item (path plus optional #hash), or null for items that do not navigate. */
export function itemHref(item: NavigationItem): string | null {
  if (!item.url) return null;
  return item.hash ? `${item.url}#${item.hash}` : item.url;
}

/** Whether the item points at the page being shown (the hash must match when the item has one). */
export function isCurrentItem(item: NavigationItem, pathname: string, hash: string): boolean {
  if (!item.url || item.linkType === 'externalWebsite') return false;
  if (item.url.replace(/\/$/, '') !== pathname.replace(/\/$/, '')) return false;
  return item.hash ? hash === `#${item.hash}` : true;
}

/** Whether any descendant is the current page (its parent menu button is then marked). */
export function containsCurrent(item: NavigationItem, pathname: string, hash: string): boolean {
  return item.subItems.some((sub) => isCurrentItem(sub, pathname, hash) || containsCurrent(sub, pathname, hash));
}

import { catalogueKey, primeCatalogue } from '../lib/catalogue';
import { leanApi } from '../lib/lean-api';
import { isShellLocale } from '../lib/locale';
import { prime } from '../lib/primed';
import { fixedRoots } from '../config/paths';
import { cmsPathOf, pageKey } from '../features/content/content-request';
import { BASKET_COUNT_KEY, navigationKey } from '../features/navigation/use-header-data';

/**
 * Starts what the first page needs before React renders, all at once: the language's messages,
 * the navigation, the basket count and (on a content page) the page itself. Without this they
 * would wait for each other (messages first, then the components that fetch).
 */
export function primeFirstPage(pathname: string): void {
  const [, lang, root = ''] = pathname.split('/');
  if (!isShellLocale(lang)) return;
  prime(catalogueKey(lang), primeCatalogue(lang));
  if (root === 'configurator') return;
  prime(navigationKey(lang), () => leanApi.navigations(lang));
  prime(BASKET_COUNT_KEY, () => leanApi.basketCount(lang));
  if (!(fixedRoots as readonly string[]).includes(root)) {
    const path = cmsPathOf(pathname);
    prime(pageKey(lang, path), () => leanApi.page(lang, path));
  }
}

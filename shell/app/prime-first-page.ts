import { catalogueKey, primeCatalogue } from '../lib/catalogue';
import type { FirstPageData } from '../../shared/api/first-page';
import { HttpStatusError, leanApi } from '../lib/lean-api';
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
export function primeFirstPage(pathname: string, inline: FirstPageData | null): void {
  const [, lang, root = ''] = pathname.split('/');
  if (!isShellLocale(lang)) return;
  prime(catalogueKey(lang), primeCatalogue(lang));
  if (root === 'configurator') return;
  // The server sends navigation and page inside the HTML: no round trip before the first paint.
  const own = inline?.lang === lang ? inline : null;
  prime(navigationKey(lang), () => (own ? Promise.resolve(own.navigation) : leanApi.navigations(lang)));
  prime(BASKET_COUNT_KEY, () => leanApi.basketCount(lang));
  if (!(fixedRoots as readonly string[]).includes(root)) {
    const path = cmsPathOf(pathname);
    const page = own?.path === path ? own.page : undefined;
    if (page === null) prime(pageKey(lang, path), () => Promise.reject(new HttpStatusError(404, `/api/cms/page?path=${path}`)));
    else prime(pageKey(lang, path), () => (page ? Promise.resolve(page) : leanApi.page(lang, path)));
  }
}

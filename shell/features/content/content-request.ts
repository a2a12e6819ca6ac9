import type { CmsPage } from '../../../shared/api/cms';
import type { Locale } from '../../../shared/i18n/locales';
import { leanApi } from '../../lib/lean-api';
import { takePrimed } from '../../lib/primed';

/** The CMS path of a shop path ('/de/inspiration/buero/' -> 'inspiration/buero'). */
export function cmsPathOf(pathname: string): string {
  return pathname.split('/').slice(2).filter(Boolean).join('/');
}

export const pageKey = (locale: Locale, path: string) => `page:${locale}:${path}`;

export function requestPage(locale: Locale, path: string): Promise<CmsPage> {
  return takePrimed(pageKey(locale, path), () => leanApi.page(locale, path));
}

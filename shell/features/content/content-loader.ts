import type { LoaderFunctionArgs } from 'react-router';
import type { CmsPage } from '../../../shared/api/cms';
import type { Product } from '../../../shared/domain/product/product-schema';
import type { BlockData } from '../../components/content-blocks/blocks';
import type { LeanApi } from '../../lib/lean-api';
import { toLocale } from '../../lib/locale';
import { orNotFound } from '../../lib/not-found';

export interface ContentData extends BlockData {
  page: CmsPage;
}

/** The CMS path of a shop path ('/de/inspiration/buero/' -> 'inspiration/buero'). */
export function cmsPathOf(pathname: string): string {
  return pathname.split('/').slice(2).filter(Boolean).join('/');
}

export const contentLoader =
  (api: LeanApi) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<ContentData> => {
    const locale = toLocale(params.lang);
    const { signal } = request;
    const page = await orNotFound(api.page(locale, cmsPathOf(new URL(request.url).pathname), signal));
    const blocks = page.kind === 'content' ? page.blocks : [];
    const listed = page.kind === 'product' ? [page.productId] : blocks.flatMap((b) => (b.type === 'priceList' ? [b.productId] : []));
    const [products, lists] = await Promise.all([
      blocks.some((b) => b.type === 'products') ? api.products(locale, signal) : null,
      Promise.all(listed.map((id) => api.product(locale, id, signal))),
    ]);
    return { page, products, priceLists: Object.fromEntries(listed.map((id, i) => [id, lists[i] as Product])) };
  };

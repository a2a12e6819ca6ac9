import type { LoaderFunctionArgs } from 'react-router';
import type { LeanApi } from '../../lib/lean-api';
import { toLocale } from '../../lib/locale';
import { notFound } from '../../lib/not-found';

/** /configurator/{productId}: an unknown product is a 404 page (with a link to the products). */
export const configuratorLoader =
  (api: LeanApi) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
    if (!params.productId) return null;
    const products = await api.products(toLocale(params.lang), request.signal);
    if (!products.some((p) => p.id === params.productId)) throw notFound('product');
    return null;
  };

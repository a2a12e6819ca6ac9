import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import type { Product } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import type { LeanApi } from '../../lib/lean-api';
import { toLocale } from '../../lib/locale';
import { notFound } from '../../lib/not-found';

/** The product a configurator page starts at, in the language it was asked in. */
export interface ConfiguratorData {
  locale: Locale;
  product: Product;
}

/** The route whose loader it is: the pages of its steps read it. */
export const CONFIGURATOR_ROUTE = 'configurator';

/**
 * /configurator/{productId}: the product, so the configurator starts with it (no request of its own,
 * no loading line); an unknown product, or an id no product can have, is a 404 page (with a link to the products).
 */
export const configuratorLoader =
  (api: LeanApi) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<ConfiguratorData | null> => {
    if (!params.productId) return null;
    const locale = toLocale(params.lang);
    try {
      return { locale, product: await api.product(locale, params.productId, request.signal) };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound('product');
      throw error;
    }
  };

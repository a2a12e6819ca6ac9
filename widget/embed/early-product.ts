import { createApiClient } from '../../shared/api/client';
import { getProduct } from '../../shared/api/config';
import type { Locale } from '../../shared/i18n/locales';
import { preloadProduct, type PreloadedProduct } from '../configurator/preloaded-product';

/**
 * The product the loader asked for while the bundle downloaded (widget/loader/loader.ts), read as the
 * API client reads any answer of it: checked against the contract, a refusal an ApiError. Read at
 * once, while React DOM still downloads, so the first render usually has it.
 */
export function earlyProduct(answer: Promise<Response>, productId: string, locale: Locale): PreloadedProduct {
  const read = createApiClient({ baseUrl: '', fetch: () => answer, language: () => locale });
  return preloadProduct(read(getProduct, { params: { productId } }));
}

import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '../../../shared/domain/product/product-schema';

/** The price list chunk (zod, pricing); the router's prefetch registry (shell/app/route-chunks.ts) warms the same import. */
const PriceListBlock = lazy(() => import('./price-list/price-list-block'));

/** A price list of the page's loader data (undefined only if the page names a product the catalogue lacks). */
export function LazyPriceList({ product }: { product: Product | undefined }) {
  const intl = useIntl();
  if (!product) return null;
  return (
    <Suspense
      fallback={
        <p className="price-list" aria-busy="true">
          {intl.formatMessage({ id: 'priceList.loading' })}
        </p>
      }
    >
      <PriceListBlock product={product} />
    </Suspense>
  );
}

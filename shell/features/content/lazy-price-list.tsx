import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

/** The price list chunk (zod, pricing); the router's prefetch registry (shell/app/route-chunks.ts) warms the same import. */
const PriceListBlock = lazy(() => import('./price-list/price-list-block'));

export function LazyPriceList({ productId }: { productId: string }) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <p className="price-list" aria-busy="true">
          {intl.formatMessage({ id: 'priceList.loading' })}
        </p>
      }
    >
      <PriceListBlock productId={productId} />
    </Suspense>
  );
}

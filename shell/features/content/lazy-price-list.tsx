import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

/** The price list chunk (zod, pricing); the router's prefetch registry warms the same import. */
export const loadPriceList = () => import('./price-list/price-list-block');
const PriceListBlock = lazy(loadPriceList);

export function LazyPriceList({ productId }: { productId: string }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<p className="price-list" aria-busy="true">{intl.formatMessage({ id: 'priceList.loading' })}</p>}>
      <PriceListBlock productId={productId} />
    </Suspense>
  );
}

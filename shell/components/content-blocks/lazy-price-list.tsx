import { lazy, memo, Suspense } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import type { Product } from '../../../shared/domain/product/product-schema';
// With the entry's stylesheet, not the chunk's: the server renders the list, and a second
// render-blocking stylesheet on product pages cost a round trip before the first paint.
import '../price-list/price-list.css';

/**
 * The price list chunk (the pricing code); the router's prefetch registry (shell/app/route-chunks.ts)
 * warms the same import. A server-rendered page does not wait for it: React hydrates the rest and
 * keeps this part's server HTML until the chunk is there.
 */
const PriceListBlock = lazy(() => import('../price-list/price-list-block'));

/**
 * A price list of the page's loader data (undefined only if the page names a product the catalogue
 * lacks). Memoized: a parent's re-render before the chunk arrives would otherwise make React drop
 * the server's HTML and show the fallback.
 */
export const LazyPriceList = memo(function LazyPriceList({ product }: { product: Product | undefined }) {
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
});

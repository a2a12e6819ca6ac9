import { useIntl } from '../../../ui/intl/intl-provider';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../shared/api/config';
import { picturesOf } from '../../../shared/domain/product-pictures/picture-catalogue';
import { formatChf } from '../../../shared/i18n/format';
import { type PictureLoading, ProductPicture } from '../product-picture';
import { useLocale } from '../../lib/use-locale';
import { usePrefetch } from '../../lib/prefetch/use-prefetch';

/** Card width: one column on a phone, two from 560 px, up to four of about 17rem on a wide page. */
const CARD_SIZES = '(min-width: 1024px) 20rem, (min-width: 560px) 50vw, 100vw';

/**
 * A 'products' block: cards linking to the product pages, with the product's main picture and its
 * lowest price. `loading`: the first block of a page is in the first screen, the others load lazily.
 * In the first block the first card's picture is the phone's largest element in the first screen
 * (the home page's LCP): it is preloaded from the head, ahead of the scripts.
 */
export function ProductCards({ ids, products, loading }: { ids: string[]; products: ProductSummary[]; loading: PictureLoading }) {
  return (
    <ul className="product-cards">
      {products
        .filter((p) => ids.includes(p.id))
        .map((product, index) => (
          <ProductCard key={product.id} product={product} loading={loading === 'eager' && index === 0 ? 'lcp' : loading} />
        ))}
    </ul>
  );
}

function ProductCard({ product, loading }: { product: ProductSummary; loading: PictureLoading }) {
  const intl = useIntl();
  const locale = useLocale();
  const prefetch = usePrefetch<HTMLAnchorElement>(product.url, true);
  const picture = picturesOf(product.id)[0];
  return (
    <li className="product-card">
      {/* The heading's link covers the card (CSS), so the picture needs no second link to the same page. */}
      {picture && <ProductPicture picture={picture} sizes={CARD_SIZES} loading={loading} />}
      <h3>
        <Link to={product.url} {...prefetch}>
          {product.name}
        </Link>
      </h3>
      <p>{product.summary}</p>
      {product.fromPrice !== null && (
        <p className="price">{intl.formatMessage({ id: 'product.fromPrice' }, { price: formatChf(product.fromPrice, locale) })}</p>
      )}
    </li>
  );
}

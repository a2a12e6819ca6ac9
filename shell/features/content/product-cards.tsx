import { useIntl } from '../../lib/intl/intl-provider';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../shared/api/config';
import { formatChf } from '../../../shared/i18n/format';
import { useLocale } from '../../lib/use-locale';
import { usePrefetch } from '../../lib/prefetch/use-prefetch';

/** A 'products' block: cards linking to the product pages, with the lowest price. */
export function ProductCards({ ids, products }: { ids: string[]; products: ProductSummary[] }) {
  return (
    <ul className="product-cards">
      {products
        .filter((p) => ids.includes(p.id))
        .map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
    </ul>
  );
}

function ProductCard({ product }: { product: ProductSummary }) {
  const intl = useIntl();
  const locale = useLocale();
  const prefetch = usePrefetch<HTMLAnchorElement>(product.url, true);
  return (
    <li className="product-card">
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

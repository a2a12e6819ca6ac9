import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../shared/api/config';
import { formatChf } from '../../../shared/i18n/format';
import { leanApi } from '../../lib/lean-api';
import { useLocale } from '../../lib/use-locale';
import { useResource } from '../../lib/use-resource';
import { usePrefetch } from '../../lib/prefetch/use-prefetch';

/** A 'products' block: cards linking to the product pages, with the lowest price. */
export function ProductCards({ ids }: { ids: string[] }) {
  const locale = useLocale();
  const products = useResource(() => leanApi.products(locale), [locale]);
  if (products.status !== 'ready') return null;
  return (
    <ul className="product-cards">
      {products.data
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

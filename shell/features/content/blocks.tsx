import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ContentBlock } from '../../../shared/api/cms';
import { getProducts } from '../../../shared/api/config';
import { formatChf } from '../../../shared/i18n/format';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { useResource } from '../../lib/use-resource';

/** CMS blocks rendered as text (never as HTML), so page content cannot inject markup. */
export function Blocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={index} id={block.id}>{block.text}</h2>;
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'products':
            return <ProductCards key={index} ids={block.productIds} />;
          case 'priceList':
            return null;
        }
      })}
    </>
  );
}

function ProductCards({ ids }: { ids: string[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const products = useResource(() => api(getProducts), [locale]);
  if (products.status !== 'ready') return null;
  return (
    <ul className="product-cards">
      {products.data
        .filter((p) => ids.includes(p.id))
        .map((product) => (
          <li key={product.id} className="product-card">
            <h3>
              <Link to={product.url}>{product.name}</Link>
            </h3>
            <p>{product.summary}</p>
            {product.fromPrice !== null && (
              <p className="price">{intl.formatMessage({ id: 'product.fromPrice' }, { price: formatChf(product.fromPrice, locale) })}</p>
            )}
          </li>
        ))}
    </ul>
  );
}

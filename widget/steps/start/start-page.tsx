import { useIntl } from 'react-intl';
import type { ProductSummary } from '../../../shared/api/config';
import { formatChf } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';

/** The products to choose from; choosing one starts the configuration at its product settings. */
export function StartPage({ products, locale, onChoose }: { products: ProductSummary[]; locale: Locale; onChoose: (id: string) => void }) {
  const intl = useIntl();
  return (
    <section className="start-page">
      <h1>{intl.formatMessage({ id: 'configurator.start.title' })}</h1>
      <ul className="product-choice">
        {products.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => onChoose(p.id)} aria-label={intl.formatMessage({ id: 'configurator.start.choose' }, { name: p.name })}>
              <strong>{p.name}</strong>
              <span>{p.summary}</span>
              {p.fromPrice !== null && (
                <span className="from-price">{intl.formatMessage({ id: 'configurator.start.fromPrice' }, { price: formatChf(p.fromPrice, locale) })}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

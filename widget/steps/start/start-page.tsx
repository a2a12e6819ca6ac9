import type { ReactNode } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import type { ProductSummary } from '../../../shared/api/config';
import { formatChf } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';

interface StartPageProps {
  products: ProductSummary[];
  locale: Locale;
  onChoose: (id: string) => void;
  /** Shown above the products (the design to continue). */
  children?: ReactNode;
}

/** The products to choose from; choosing one starts the configuration at its product settings. */
export function StartPage({ products, locale, onChoose, children }: StartPageProps) {
  const intl = useIntl();
  return (
    <section className="start-page">
      <h1>{intl.formatMessage({ id: 'configurator.start.title' })}</h1>
      {children}
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

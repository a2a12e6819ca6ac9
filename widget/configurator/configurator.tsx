import { Provider as JotaiProvider, createStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { ApiClient } from '../../shared/api/client';
import { getProduct, getProducts, type ProductSummary } from '../../shared/api/config';
import type { Product } from '../../shared/domain/product/product-schema';
import type { Locale } from '../../shared/i18n/locales';
import { catalogues } from '../../shared/i18n/messages';

export interface ConfiguratorProps {
  api: ApiClient;
  locale: Locale;
  /** Start at this product; null shows the start page with every product. */
  productId: string | null;
}

/** The configurator with its own store and messages, so several on one page never share state. */
export default function Configurator(props: ConfiguratorProps) {
  const store = useMemo(() => createStore(), []);
  return (
    <JotaiProvider store={store}>
      <IntlProvider locale={`${props.locale}-CH`} messages={catalogues[props.locale]} defaultLocale="de-CH">
        <div className="printshop-configurator" data-testid="configurator">
          <ConfiguratorBody {...props} />
        </div>
      </IntlProvider>
    </JotaiProvider>
  );
}

function ConfiguratorBody({ api, locale, productId }: ConfiguratorProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(productId);
  const [products, setProducts] = useState<ProductSummary[] | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => setChosen(productId), [productId]);
  useEffect(() => {
    let current = true;
    setFailed(false);
    const load = chosen
      ? api(getProduct, { params: { productId: chosen } }).then((p) => current && setProduct(p))
      : api(getProducts).then((list) => current && setProducts(list));
    load.catch((error: unknown) => {
      console.error('configurator failed to load', error);
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [api, chosen, locale]);

  if (failed) return <p role="alert">{intl.formatMessage({ id: 'configurator.error' })}</p>;
  if (!chosen) {
    if (!products) return <p aria-busy="true">{intl.formatMessage({ id: 'configurator.loading' })}</p>;
    return (
      <section>
        <h1>{intl.formatMessage({ id: 'configurator.start.title' })}</h1>
        <ul className="product-choice">
          {products.map((p) => (
            <li key={p.id}>
              <button type="button" onClick={() => setChosen(p.id)}>
                <strong>{p.name}</strong>
                <span>{p.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (!product || product.id !== chosen) return <p aria-busy="true">{intl.formatMessage({ id: 'configurator.loading' })}</p>;
  return (
    <section>
      <h1>{product.name}</h1>
      <p>{product.summary}</p>
      <h2>{intl.formatMessage({ id: 'configurator.product.attributes' })}</h2>
      <dl className="attributes">
        {product.attributes.map((attribute) => (
          <div key={attribute.id}>
            <dt>{attribute.title}</dt>
            <dd>{attribute.options.map((o) => o.name).join(' · ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

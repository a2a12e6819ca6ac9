import { Provider as JotaiProvider, createStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { ApiClient } from '../../shared/api/client';
import { getProduct, getProducts } from '../../shared/api/config';
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
          <ConfiguratorBody key={`${props.locale}:${props.productId ?? ''}`} {...props} />
        </div>
      </IntlProvider>
    </JotaiProvider>
  );
}

type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** Loads once per mount; callers remount (key) to load something else. */
function useLoadOnce<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error('configurator failed to load', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per mount by design
  }, []);
  return state;
}

function ConfiguratorBody({ api, productId }: ConfiguratorProps) {
  const [chosen, setChosen] = useState<string | null>(productId);
  return chosen ? <ProductOverview key={chosen} api={api} productId={chosen} /> : <StartPage api={api} onChoose={setChosen} />;
}

function Status({ state }: { state: 'loading' | 'failed' }) {
  const intl = useIntl();
  return state === 'loading' ? (
    <p aria-busy="true">{intl.formatMessage({ id: 'configurator.loading' })}</p>
  ) : (
    <p role="alert">{intl.formatMessage({ id: 'configurator.error' })}</p>
  );
}

function StartPage({ api, onChoose }: { api: ApiClient; onChoose: (id: string) => void }) {
  const intl = useIntl();
  const products = useLoadOnce(() => api(getProducts));
  if (products.status !== 'ready') return <Status state={products.status} />;
  return (
    <section>
      <h1>{intl.formatMessage({ id: 'configurator.start.title' })}</h1>
      <ul className="product-choice">
        {products.data.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => onChoose(p.id)}>
              <strong>{p.name}</strong>
              <span>{p.summary}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductOverview({ api, productId }: { api: ApiClient; productId: string }) {
  const intl = useIntl();
  const product = useLoadOnce(() => api(getProduct, { params: { productId } }));
  if (product.status !== 'ready') return <Status state={product.status} />;
  return (
    <section>
      <h1>{product.data.name}</h1>
      <p>{product.data.summary}</p>
      <h2>{intl.formatMessage({ id: 'configurator.product.attributes' })}</h2>
      <dl className="attributes">
        {product.data.attributes.map((attribute) => (
          <div key={attribute.id}>
            <dt>{attribute.title}</dt>
            <dd>{attribute.options.map((o) => o.name).join(' · ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { lazy, Suspense, use, useMemo, type ComponentProps } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { loadConfiguratorTexts } from '../../lib/intl/texts';
import { Link, useLocation, useNavigate, useParams, useRouteLoaderData, useSearchParams } from 'react-router';
import { preloadProduct } from '../../../widget/configurator/preloaded-product';
import type { Step } from '../../../shared/domain/configurator/steps';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { basketSession } from '../../lib/basket-session';
import { readCookie } from '../../lib/cookies';
import { AUTH_COOKIE } from '../../lib/current-locale';
import { useLocale } from '../../lib/use-locale';
import { ClientOnly } from '../../components/client-only';
import { Logo } from '../../components/logo';
import { PageHead } from '../seo/page-head';
import { CONFIGURATOR_ROUTE, type ConfiguratorData } from './configurator-loader';

// The widget's configurator, in its own chunk: the shop and partner embeds run the same code.
const Configurator = lazy(() => import('../../../widget/configurator/configurator'));

/**
 * The configurator with its texts in the page's language, one language's part (lib/intl/texts.ts).
 * A language switch waits for the other language's texts, keeping the configurator and its state.
 */
function ConfiguratorInLanguage(props: Omit<ComponentProps<typeof Configurator>, 'messages'>) {
  return <Configurator {...props} messages={use(loadConfiguratorTexts(props.locale))} />;
}

/** A basket item to edit (?basketItem=12) or to clone (&clone=1), from the basket's links. */
function useBasketItemRef() {
  const [search] = useSearchParams();
  const id = Number(search.get('basketItem'));
  return Number.isInteger(id) && id > 0 ? { id, clone: search.get('clone') === '1' } : null;
}

/** /configurator/{productId?}/{step}: the widget's configurator in the bare layout, its steps in the URL. */
export function ConfiguratorPage({ step }: { step: Step | 'start' }) {
  const intl = useIntl();
  const locale = useLocale();
  const { productId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const basketItem = useBasketItemRef();
  const loaded = useRouteLoaderData<ConfiguratorData | null>(CONFIGURATOR_ROUTE);
  // The route loader's product has arrived; the configurator takes it only in the language it was asked in.
  const product = useMemo(() => (loaded && loaded.locale === locale ? preloadProduct(loaded.product) : undefined), [loaded, locale]);
  const loading = <p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>;
  return (
    <div className="configurator-page" data-step={step}>
      <PageHead title={intl.formatMessage({ id: `configurator.step.${step}` })} visibility="public" />
      <div className="configurator-bar">
        <Link to={paths.locale.href(locale)} className="brand" aria-label={intl.formatMessage({ id: 'configurator.backToShop' })}>
          <Logo />
        </Link>
      </div>
      <ClientOnly fallback={loading}>
        <Suspense fallback={loading}>
          <ConfiguratorInLanguage
            api={api}
            locale={locale}
            productId={productId ?? null}
            step={step === 'start' ? null : step}
            basketItem={basketItem}
            product={product}
            authToken={() => readCookie(AUTH_COOKIE)}
            basketSession={basketSession.ready}
            onNavigate={(target) => {
              const href = paths.configurator.href(locale, target.productId ?? undefined, target.step ?? undefined);
              // Moving between steps of the same item keeps the basket item being edited.
              navigate(target.productId === (productId ?? null) ? `${href}${search}` : href);
            }}
          />
        </Suspense>
      </ClientOnly>
    </div>
  );
}

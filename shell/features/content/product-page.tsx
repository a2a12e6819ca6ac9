import { useIntl } from '../../lib/intl/intl-provider';
import type { CmsPage } from '../../../shared/api/cms';
import type { Product } from '../../../shared/domain/product/product-schema';
import { WizardButton } from '../../components/wizard-button';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { LazyPriceList } from './lazy-price-list';

/** A product's content page: name, summary, its price list and the way into the configurator. */
export function ProductPage({ page, product }: { page: Extract<CmsPage, { kind: 'product' }>; product: Product | undefined }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <article className="product-page">
      <header className="product-hero">
        <h1>{page.title}</h1>
        <p className="lead">{page.description}</p>
        <WizardButton to={paths.configurator.href(locale, page.productId)}>{intl.formatMessage({ id: 'product.configure' })}</WizardButton>
      </header>
      <LazyPriceList product={product} />
    </article>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CmsPage } from '../../../shared/api/cms';
import { useLocale } from '../../lib/use-locale';

export function ProductPage({ page }: { page: Extract<CmsPage, { kind: 'product' }> }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <article className="product-page">
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      <Link className="button primary" to={`/${locale}/configurator/${page.productId}`}>
        {intl.formatMessage({ id: 'product.configure' })}
      </Link>
    </article>
  );
}

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { getCmsPage } from '../../../shared/api/cms';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { useResource } from '../../lib/use-resource';
import { ErrorPage } from '../errors/error-page';
import { Blocks } from './blocks';
import { ProductPage } from './product-page';

/** The catch-all route: a content page or a product page from the CMS, else the 404 page. */
export function ContentPage() {
  const intl = useIntl();
  const locale = useLocale();
  const path = useParams()['*'] ?? '';
  const page = useResource(() => api(getCmsPage, { query: { lang: locale, path } }), [locale, path]);

  useEffect(() => {
    if (page.status === 'ready') document.title = `${page.data.title} – ${intl.formatMessage({ id: 'shop.name' })}`;
  }, [page, intl]);

  if (page.status === 'loading') return <p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>;
  if (page.status === 'error') {
    if (page.error instanceof ApiError && page.error.status === 404) return <ErrorPage />;
    return (
      <div role="alert">
        <p>{intl.formatMessage({ id: 'page.loadError' })}</p>
        <button type="button" onClick={page.retry}>
          {intl.formatMessage({ id: 'page.retry' })}
        </button>
      </div>
    );
  }
  if (page.data.kind === 'product') return <ProductPage page={page.data} />;
  return (
    <article className="content-page">
      <h1>{page.data.title}</h1>
      <Blocks blocks={page.data.blocks} />
    </article>
  );
}

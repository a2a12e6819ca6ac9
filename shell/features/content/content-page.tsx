import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { trackLoading } from '../../lib/loading-tracker';
import { HttpStatusError } from '../../lib/lean-api';
import { useLocale } from '../../lib/use-locale';
import { useResource } from '../../lib/use-resource';
import { LazyErrorPage as ErrorPage } from '../errors/lazy-error-page';
import { PageHead } from '../seo/page-head';
import { Blocks } from './blocks';
import { cmsPathOf, requestPage } from './content-request';
import { ProductPage } from './product-page';

/** The catch-all route: a content page or a product page from the CMS, else the 404 error page. */
export function ContentPage() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const path = cmsPathOf(location.pathname);
  const page = useResource(() => trackLoading(requestPage(locale, path)), [locale, path]);
  const ready = page.status === 'ready';

  // Navigation items may point at a section (#hash): scroll to it once the blocks are there.
  useEffect(() => {
    if (!ready || !location.hash) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [ready, location.hash]);

  if (page.status === 'loading')
    return (
      <p className="page-loading" aria-busy="true">
        {intl.formatMessage({ id: 'page.loading' })}
      </p>
    );
  if (page.status === 'error') {
    if (page.error instanceof HttpStatusError && page.error.status === 404) return <ErrorPage status={404} />;
    console.error('page failed to load', page.error);
    return (
      <div role="alert" className="page-load-error">
        <p>{intl.formatMessage({ id: 'page.loadError' })}</p>
        <button type="button" className="button secondary" onClick={page.retry}>
          {intl.formatMessage({ id: 'page.retry' })}
        </button>
      </div>
    );
  }
  const head = <PageHead cmsPage={page.data} />;
  if (page.data.kind === 'product')
    return (
      <>
        {head}
        <ProductPage page={page.data} />
      </>
    );
  return (
    <article className="content-page">
      {head}
      <h1>{page.data.title}</h1>
      <Blocks blocks={page.data.blocks} />
    </article>
  );
}

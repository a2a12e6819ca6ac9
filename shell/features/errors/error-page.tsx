import { useEffect } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { Logo } from '../../components/logo';
import { pushTagManagerEvent } from '../../lib/tag-manager/tag-manager';
import { PageHead } from '../seo/page-head';
import illustration from './not-found.svg';

/**
 * The spec's error page: logo, heading, image, the 'page not found' text for 404 and a link home.
 * It reports a page view to the tag manager (when that is on), so 404s show up in the statistics.
 */
export function ErrorPage({ status = 404, productsLink = false }: { status?: 404 | 500; productsLink?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const notFound = status === 404;
  const title = intl.formatMessage({ id: notFound ? 'error.notFound.title' : 'error.generic.title' });
  const text = intl.formatMessage({ id: notFound ? 'error.notFound.text' : 'error.generic.text' });
  useEffect(() => {
    pushTagManagerEvent({ event: 'pageview', pageType: 'error', statusCode: status, pagePath: location.pathname });
  }, [status, location.pathname]);
  return (
    <section className="error-page" data-status={status}>
      <PageHead title={title} description={text} visibility="error" />
      <div className="error-logo">
        <Logo />
      </div>
      <h1>{title}</h1>
      <img src={illustration} alt={intl.formatMessage({ id: 'error.illustration' })} width={320} height={220} />
      <p>{text}</p>
      {productsLink && (
        <Link className="button primary" to={paths.configurator.href(locale)}>
          {intl.formatMessage({ id: 'error.allProducts' })}
        </Link>
      )}
      <Link className={productsLink ? 'button secondary' : 'button primary'} to={paths.locale.href(locale)}>
        {intl.formatMessage({ id: 'error.backHome' })}
      </Link>
    </section>
  );
}

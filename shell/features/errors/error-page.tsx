import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';

/** The spec's error page for an unknown route (the server answers such paths with status 404). */
export function ErrorPage() {
  const intl = useIntl();
  const locale = useLocale();
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'error.notFound.title' });
  }, [intl]);
  return (
    <section className="error-page" data-status="404">
      <h1>{intl.formatMessage({ id: 'error.notFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'error.notFound.text' })}</p>
      <Link to={`/${locale}`}>{intl.formatMessage({ id: 'error.backHome' })}</Link>
    </section>
  );
}

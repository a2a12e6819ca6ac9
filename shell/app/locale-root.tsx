import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useParams } from 'react-router';
import { defaultLocale, isLocale } from '../../shared/i18n/locales';
import { catalogues } from '../../shared/i18n/messages';
import { ErrorPage } from '../features/errors/error-page';
import { DefaultLayout } from '../layouts/default-layout';

/** Everything under /{lang}: the messages of that language; an unknown prefix is a 404. */
export function LocaleRoot() {
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : defaultLocale;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={`${locale}-CH`} messages={catalogues[locale]} defaultLocale="de-CH">
      {isLocale(lang) ? <Outlet /> : <DefaultLayout><ErrorPage /></DefaultLayout>}
    </IntlProvider>
  );
}

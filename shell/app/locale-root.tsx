import { useEffect } from 'react';
import { IntlProvider } from '../../ui/intl/intl-provider';
import { Outlet, useLoaderData, useLocation, useParams } from 'react-router';
import { RootFallback } from '../features/errors/root-fallback';
import { PageLoadingBar } from '../features/loading-bar/page-loading-bar';
import { toLocale } from '../lib/locale';
import type { LocaleData } from './loaders';

/** Everything under /{lang}: the messages of that language (from the route's loader) and <html lang>. */
export function LocaleRoot() {
  const { locale, messages } = useLoaderData<LocaleData>();
  useScrollToTop();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages}>
      <PageLoadingBar />
      <Outlet />
    </IntlProvider>
  );
}

/** The language's messages or navigation could not be loaded: plain text and a link home. */
export function LocaleRootError() {
  return <RootFallback locale={toLocale(useParams().lang)} />;
}

/** A new page starts at the top (a #hash target is scrolled to by the page itself). */
function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    // only a new path scrolls; a hash change on the same page is the page's business
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

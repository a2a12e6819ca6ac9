import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation, useParams } from 'react-router';
import type { ShellCatalogue } from 'virtual:shell-catalogue';
import type { Locale } from '../../shared/i18n/locales';
import { LazyErrorPage as ErrorPage } from '../features/errors/lazy-error-page';
import { RootFallback } from '../features/errors/root-fallback';
import { PageLoadingBar } from '../features/loading-bar/page-loading-bar';
import { DefaultLayout } from '../layouts/default-layout';
import { loadCatalogue } from '../lib/catalogue';
import { isShellLocale, toLocale } from '../lib/locale';

/** Everything under /{lang}: the messages of that language and <html lang>; an unknown prefix is a 404. */
export function LocaleRoot() {
  const { lang } = useParams();
  const locale = toLocale(lang);
  const messages = useCatalogue(locale);
  useScrollToTop();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  if (messages === 'failed') return <RootFallback />;
  if (messages === null) return null;
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages} defaultLocale="de-CH">
      <PageLoadingBar />
      {isShellLocale(lang) ? (
        <Outlet />
      ) : (
        <DefaultLayout>
          <ErrorPage status={404} />
        </DefaultLayout>
      )}
    </IntlProvider>
  );
}

function useCatalogue(locale: Locale): ShellCatalogue | null | 'failed' {
  const [state, setState] = useState<{ locale: Locale; messages: ShellCatalogue | 'failed' } | null>(null);
  useEffect(() => {
    let current = true;
    loadCatalogue(locale).then(
      (messages) => current && setState({ locale, messages }),
      (error: unknown) => {
        console.error('messages failed to load', error);
        if (current) setState({ locale, messages: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return state?.locale === locale ? state.messages : null;
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

import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { compileCatalogue } from '../../shared/i18n/compile-message';
import type { Locale } from '../../shared/i18n/locales';
import { catalogues } from '../../shared/i18n/messages';
import { IntlProvider } from '../../ui/intl/intl-provider';

interface Options {
  locale?: Locale;
  /** The page's path after the language (`/checkout/check`). */
  path?: string;
  store?: ReturnType<typeof createStore>;
}

/**
 * Renders a shop page as the app does: under the locale route (whose loader data the page may read,
 * here empty and already loaded, so the page shows at once), in the shop's texts of that language
 * and with a jotai store of its own.
 */
export function renderPage(page: ReactNode, { locale = 'de', path = '', store = createStore() }: Options = {}) {
  const router = createMemoryRouter([{ id: 'locale', path: `/:lang${path}`, loader: () => ({}), element: page }], {
    initialEntries: [`/${locale}${path}`],
    hydrationData: { loaderData: { locale: {} } },
  });
  return render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={compileCatalogue(catalogues[locale])}>
        <RouterProvider router={router} />
      </IntlProvider>
    </Provider>,
  );
}

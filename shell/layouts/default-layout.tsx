import { Suspense, type ReactNode } from 'react';
import { useIntl } from '../../ui/intl/intl-provider';
import { Outlet } from 'react-router';
import { AccountHost } from '../features/account/account-host';
import { ContactHost } from '../features/contact/contact-host';
import { PageBoundary } from '../features/errors/page-boundary';
import { SiteFooter } from '../features/footer/site-footer';
import { Header } from '../features/navigation/header';

/** Every page except the configurator: skip link, header navigation, the page, the footer, the contact overlay. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <a className="skip-link" href="#content">
        {intl.formatMessage({ id: 'nav.skipToContent' })}
      </a>
      <Header />
      <main id="content" className="page" tabIndex={-1}>
        <PageBoundary>
          <Suspense
            fallback={
              <p className="page-loading" aria-busy="true">
                {intl.formatMessage({ id: 'page.loading' })}
              </p>
            }
          >
            {children ?? <Outlet />}
          </Suspense>
        </PageBoundary>
      </main>
      <SiteFooter />
      <ContactHost />
      <AccountHost />
    </>
  );
}

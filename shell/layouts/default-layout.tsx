import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { Header } from '../features/navigation/header';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <a className="skip-link" href="#content">
        {intl.formatMessage({ id: 'nav.skipToContent' })}
      </a>
      <Header />
      <main id="content" className="page">
        {children ?? <Outlet />}
      </main>
    </>
  );
}

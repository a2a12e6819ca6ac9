import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { SiteOriginContext } from '../features/seo/site-origin';

/** What every page has above the router: its state store and the shop's public origin. */
export function ShellProviders({ store, siteOrigin, children }: { store: ReturnType<typeof createStore>; siteOrigin: string; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <SiteOriginContext value={siteOrigin}>{children}</SiteOriginContext>
    </JotaiProvider>
  );
}

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Document } from './app/document';
import { PAGE_DATA_ELEMENT_ID, rehydrate, type PageData } from './app/page-data';
import { pageRoutes } from './app/page-routes';
import { createRoutes } from './app/routes';
import { ShellProviders } from './app/shell-providers';
import { reloadForChunkError } from './features/errors/chunk-reload';
import { leanApi } from './lib/browser-api';
import { loadTexts } from './lib/intl/texts';
import { toLocale } from './lib/locale';
import { createShellStore } from './state/core';
import './styles.css';

// Vite reports a failed preload of a lazy chunk's dependencies here; reload (guarded) for it too.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

/** The lazy routes of this URL, loaded before hydrating: the server rendered them, so must the first render here. */
async function loadMatchedLazyRoutes(routes: RouteObject[]) {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function boot() {
  const routes = createRoutes(leanApi);
  const store = createShellStore();
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const dataJson = element?.textContent;
  if (!dataJson) {
    // No server render (the Vite dev server's index.html): the browser loads and renders the page itself.
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html lacks #root');
    createRoot(root).render(
      <ShellProviders store={store} siteOrigin={window.location.origin}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </ShellProviders>,
    );
    return;
  }
  const page = JSON.parse(dataJson) as PageData;
  const inlineStyles = Object.fromEntries(
    [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => [style.dataset.href, style.textContent]),
  );
  // Lazy parts inside the page (the price list, the error page) are not awaited: React hydrates them
  // when their chunks arrive and keeps the server's HTML until then.
  const forPage = pageRoutes(routes, window.location.pathname);
  const [messages] = await Promise.all([loadTexts(toLocale(page.lang)), loadMatchedLazyRoutes(forPage.routes)]);
  const router = createBrowserRouter(forPage.routes, {
    hydrationData: rehydrate(page.router, messages),
    patchRoutesOnNavigation: forPage.patchRoutesOnNavigation,
  });
  // In a transition, React hydrates in slices and yields to the browser between them, instead of
  // one long task over the whole document that blocks input (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document lang={page.lang} assets={page.assets} tagManagerId={page.tagManagerId} dataJson={dataJson} inlineStyles={inlineStyles}>
          <ShellProviders store={store} siteOrigin={page.siteOrigin}>
            <RouterProvider router={router} />
          </ShellProviders>
        </Document>
      </StrictMode>,
      // A mismatch with the server's HTML is a bug: reported as an error (the hydration test fails on it).
      { onRecoverableError: (error) => console.error('hydration', error) },
    );
  });
}
void boot();

// The tag manager waits until the page has loaded: it must not compete with the first paint.
// Only a page that names a container (TAG_MANAGER_ID on the server) loads the tag manager's code at all.
const startTagManager = () => void import('./lib/tag-manager/tag-manager').then((m) => m.startTagManager());
window.addEventListener('load', () => {
  if (!document.querySelector('meta[name="tag-manager-id"]')) return;
  const start = startTagManager;
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 2000);
});

import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import type { ShellRendererOptions, ShellRenderOutcome } from '../shared/api/shell-render';
import { Document } from './app/document';
import { dehydrate, scriptSafeJson, type PageData } from './app/page-data';
import { pageAssets } from './app/page-assets';
import { createRoutes } from './app/routes';
import { ShellProviders } from './app/shell-providers';
import { createApiClient } from '../shared/api/client';
import { defaultLocale, type Locale } from '../shared/i18n/locales';
import { createLeanApi } from './lib/lean-api';
import { toLocale } from './lib/locale';
import { createShellStore } from './state/core';

/*
 * The shell's server render (built by Vite into dist/shell-server, loaded by server/web at start):
 * the router's static handler runs the loaders against the server's own API, then React renders
 * the whole document. The stream starts once everything is rendered (onAllReady), for browsers too:
 * a part streamed later would need React's inline reveal script, which the CSP forbids, and a
 * visitor without JavaScript would never see it. The data is loaded before rendering begins, so
 * what waits is only rendering itself.
 */
export function createShellRenderer(options: ShellRendererOptions) {
  // Every call names its language (createLeanApi), so the client's own is never asked for.
  const call = createApiClient({
    baseUrl: '',
    language: () => defaultLocale,
    fetch: async (path, init) => {
      const answer = await options.apiGet(path, init.headers['Accept-Language'] as Locale);
      const ok = answer.status >= 200 && answer.status < 300;
      return { status: answer.status, ok, json: async () => answer.body, text: async () => JSON.stringify(answer.body) };
    },
  });
  const handler = createStaticHandler(createRoutes(createLeanApi(call)));

  return async function render(url: string): Promise<ShellRenderOutcome> {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    const lang = toLocale(new URL(url).pathname.split('/')[1]);
    const page: PageData = {
      lang,
      siteOrigin: options.siteOrigin,
      assets: pageAssets(options, lang, context),
      tagManagerId: options.tagManagerId,
      router: dehydrate(context),
    };
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await new Promise<PassThrough>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <Document lang={lang} assets={page.assets} tagManagerId={page.tagManagerId} dataJson={scriptSafeJson(page)} inlineStyles={options.entryStyles}>
          <ShellProviders store={createShellStore()} siteOrigin={options.siteOrigin}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ShellProviders>
        </Document>,
        {
          // Never outline a large boundary to stream it later: its reveal would be an inline script.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => resolve(stream.pipe(new PassThrough())),
          onShellError: reject,
          onError: (error) => console.error('server render failed', error),
        },
      );
    });
    const failures = Object.values(context.errors ?? {}).filter((error) => !isRouteErrorResponse(error));
    return { kind: 'page', status: context.statusCode, html, failures };
  };
}

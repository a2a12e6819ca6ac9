import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLocale, isLocale } from '../../shared/i18n/locales';
import { serverDir } from '../server-dir';
import type { Config } from '../config/config';
import { isLoginApp, isNotModified, isPrivatePage, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './page-cache';
import { registerSandbox } from './sandbox';
import { negotiateEncoding, RenderedPage, RenderedPages, type RenderResult } from './rendered-pages';
import { loadShellRenderer, type RenderShellPage } from './shell-renderer';

const LANGUAGE_COOKIE = 'i18n_redirected';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered public pages this process keeps (its stats tell tests whether a request rendered). */
    renderedPages: RenderedPages;
  }
}

const repoDir = path.resolve(serverDir, '..');

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Shop not built</title>
<p>The shop's front end has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></html>`;

/**
 * Serves what browsers load: the shell (every /{lang}/... path gets its index.html), its hashed
 * assets, the widget bundle under a stable URL, the sandbox host page and the seeded assets.
 */
async function web(app: FastifyInstance, { config }: { config: Config }) {
  const distDir = config.DIST_DIR;
  const shellDir = path.resolve(distDir, 'shell');
  const widgetDir = path.resolve(distDir, 'widget');
  const indexFile = path.join(shellDir, 'index.html');
  const shellHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  // The shell's own page (the 404 of other paths, the last resort of a failed render) names the container too, so its page view counts.
  const tagManagerMeta = config.TAG_MANAGER_ID ? `<meta name="tag-manager-id" content="${config.TAG_MANAGER_ID}" />` : '';
  app.shellHtml = shellHtml ? shellHtml.replace('</head>', `${tagManagerMeta}</head>`) : NOT_BUILT;

  await app.register(fastifyStatic, {
    root: path.join(serverDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    maxAge: '1d',
  });
  if (existsSync(shellDir)) {
    await app.register(fastifyStatic, {
      root: path.join(shellDir, 'app'),
      prefix: '/app/',
      decorateReply: false,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    });
  }
  if (existsSync(widgetDir)) {
    // The loader is a stable URL partners put in a script tag: short cache, revalidated by ETag. The
    // modules and message files it imports carry a content hash, so they never change: immutable.
    // Partner pages import them as ES modules across origins, which needs CORS: every origin may
    // read them (public files, sent without credentials; no Vary, so one cached copy serves all).
    await app.register(fastifyStatic, {
      root: widgetDir,
      prefix: '/widget/',
      decorateReply: false,
      preCompressed: true,
      maxAge: '5m',
      setHeaders: (reply, file) => {
        reply.header('access-control-allow-origin', '*');
        // The CORS plugin varies every answer by Origin; these are the same for all origins.
        reply.removeHeader('vary');
        // configurator-<hash>.js, configurator-<name>-<hash>.js, configurator-<language>-<hash>.js and their maps and .br/.gz.
        if (path.basename(file).startsWith('configurator-')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The loader's map, which its text does not name (vite.widget.config.ts), for the browser's developer tools.
        else if (/^configurator\.js(\.br|\.gz)?$/.test(path.basename(file))) reply.header('sourcemap', 'configurator.js.map');
      },
    });
  }
  await registerSandbox(app, { root: path.join(repoDir, 'e2e', 'sandbox'), publicUrl: config.PUBLIC_URL, partnerOrigins: () => app.partnerOrigins.open() });

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const cookie = request.cookies[LANGUAGE_COOKIE];
    return reply.redirect(`/${isLocale(cookie) ? cookie : defaultLocale}`, 302);
  });

  // Every shop page is rendered here (React on the server, hydrated in the browser), with its status.
  const render = await loadShellRenderer(app, config);
  // Public pages, kept rendered until the catalogue changes (rendered-pages.ts).
  const pages = new RenderedPages({ readVersion: () => app.catalogueCache.currentVersion(), maxBytes: config.PAGE_CACHE_MB * 1024 * 1024 });
  app.decorate('renderedPages', pages);

  /** A public page rendered whole, for the cache: from the path alone (no public page reads the query). */
  const renderPublic = async (renderPage: RenderShellPage, request: FastifyRequest, pathname: string): Promise<RenderResult> => {
    const outcome = await renderPage(new URL(pathname, config.PUBLIC_URL).href);
    if (outcome.kind === 'redirect') return outcome;
    for (const failure of outcome.failures) request.log.error({ err: failure }, 'a shop page failed to load its data');
    const chunks: Buffer[] = [];
    for await (const chunk of outcome.html) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    return new RenderedPage(outcome.status, Buffer.concat(chunks));
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const { lang } = request.params as { lang: string };
    if (lang === 'api') return reply.callNotFound();
    reply.type('text/html; charset=utf-8');
    if (!render) return reply.status(503).header('cache-control', 'no-store').send(NOT_BUILT);
    const url = new URL(request.url, config.PUBLIC_URL);
    let result: RenderResult;
    try {
      // The back office and the partner portal are for nobody's search results (their pages say so too).
      if (isLoginApp(url.pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
      if (isPrivatePage(url.pathname)) {
        // The visitor's own pages stream as they are rendered and are never stored.
        const outcome = await render(url.href);
        if (outcome.kind === 'redirect') return reply.redirect(outcome.location, outcome.status);
        for (const failure of outcome.failures) request.log.error({ err: failure }, 'a shop page failed to load its data');
        return reply.status(outcome.status).header('cache-control', PRIVATE_PAGE_CACHE).send(Readable.from(outcome.html));
      }
      result = await pages.get(url.pathname, () => renderPublic(render, request, url.pathname));
    } catch (error) {
      // The render itself broke (a bug, not missing data): the browser's own render of the shell is all there is.
      request.log.error({ err: error }, 'a shop page failed to render');
      return reply.status(500).header('cache-control', PRIVATE_PAGE_CACHE).send(app.shellHtml);
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    reply.status(result.status);
    // A failure must not stick anywhere (the next request may well succeed).
    if (result.status >= 500) return reply.header('cache-control', PRIVATE_PAGE_CACHE).send(result.body);
    reply.header('cache-control', PUBLIC_PAGE_CACHE).header('etag', result.etag).header('vary', 'accept-encoding');
    if (result.status === 200 && isNotModified(request.headers['if-none-match'], result.etag)) return reply.status(304).send();
    if (result.link) reply.header('link', result.link);
    // Compressed once with the kept page, not per request (the compression plugin leaves an encoded answer alone).
    const encoding = request.headers['x-no-compression'] === undefined ? negotiateEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(result.body);
    return reply.header('content-encoding', encoding).send(await result.encode(encoding));
  };
  app.get('/:lang', { schema: { hide: true } }, sendShell);
  app.get('/:lang/*', { schema: { hide: true } }, sendShell);
}

export default fp(web, { name: 'web', dependencies: ['errors', 'database', 'catalogue-cache'] });

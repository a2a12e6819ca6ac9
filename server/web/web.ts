import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLocale, isLocale } from '../../shared/i18n/locales';
import { firstPageJson } from '../features/cms/first-page';
import { fixedRouteRoots } from '../features/cms/paths';
import { cspWithTagManager } from '../plugins/external/security';
import { serverDir } from '../server-dir';
import { renderShellHtml } from './shell-html';

export const LANGUAGE_COOKIE = 'i18n_redirected';

const repoDir = path.resolve(serverDir, '..');

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Shop not built</title>
<p>The shop's front end has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></html>`;

/** Which built chunk holds each language's messages (written by the shell's build). */
function readCatalogueChunks(shellDir: string): Partial<Record<string, string>> {
  const file = path.join(shellDir, 'catalogue-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/**
 * Serves what browsers load: the shell (every /{lang}/... path gets its index.html), its hashed
 * assets, the widget bundle under a stable URL, the sandbox host page and the seeded assets.
 */
async function web(app: FastifyInstance, { distDir }: { distDir: string }) {
  const shellDir = path.resolve(distDir, 'shell');
  const widgetDir = path.resolve(distDir, 'widget');
  const indexFile = path.join(shellDir, 'index.html');
  const shellHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  app.shellHtml = shellHtml ?? NOT_BUILT;
  // A shell built with a tag manager container (VITE_GTM_ID) needs its origins in the page's CSP.
  const pageCsp = shellHtml?.includes('<meta name="tag-manager-id"') ? cspWithTagManager() : null;

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
    // bundle and message files it names carry a content hash, so they never change: immutable.
    await app.register(fastifyStatic, {
      root: widgetDir,
      prefix: '/widget/',
      decorateReply: false,
      preCompressed: true,
      maxAge: '5m',
      setHeaders: (reply, file) => {
        // configurator-<hash>.js, configurator-<language>-<hash>.js and their maps and .br/.gz.
        if (path.basename(file).startsWith('configurator-')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: path.join(repoDir, 'e2e', 'sandbox'),
    prefix: '/sandbox/',
    decorateReply: false,
    maxAge: 0,
  });

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const cookie = request.cookies[LANGUAGE_COOKIE];
    return reply.redirect(`/${isLocale(cookie) ? cookie : defaultLocale}`, 302);
  });

  // The shell renders every page in the browser, from data that comes inline with the HTML; the
  // status still tells crawlers and tests the truth.
  const catalogueChunks = readCatalogueChunks(shellDir);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const { lang, '*': rest = '' } = request.params as { lang: string; '*'?: string };
    if (lang === 'api') return reply.callNotFound();
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!shellHtml) return reply.status(503).send(NOT_BUILT);
    if (pageCsp) reply.header('content-security-policy', pageCsp);
    if (!isLocale(lang)) return reply.status(404).send(shellHtml);
    const pagePath = rest.replace(/\/+$/, '');
    const isContentPath = !(fixedRouteRoots as readonly string[]).includes(pagePath.split('/')[0] ?? '');
    const { json, found } = await firstPageJson(app, lang, pagePath, isContentPath);
    const html = renderShellHtml(shellHtml, { lang, catalogueChunk: catalogueChunks[lang], firstPageJson: json });
    return reply.status(isContentPath && !found ? 404 : 200).send(html);
  };
  app.get('/:lang', { schema: { hide: true } }, sendShell);
  app.get('/:lang/*', { schema: { hide: true } }, sendShell);
}

export default fp(web, { name: 'web', dependencies: ['errors', 'database'] });

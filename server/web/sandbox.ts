import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverIntl } from '../i18n/server-intl';
import { escapeHtml } from '../mail/html';

/**
 * The shop a sandbox page asked for by ?shop=, if it is one the shop lets load its widget: its own
 * origin or an active partner's. Any other origin would have the shop's own page run a script from
 * wherever a link says (only the CSP stood in the way), so it is refused and the shop's own is used.
 */
function sandboxShop(requested: unknown, own: string, partners: readonly string[]): { origin: string; refused: boolean } {
  if (requested === undefined || requested === '') return { origin: own, refused: false };
  const origin = typeof requested === 'string' && URL.canParse(requested) ? new URL(requested).origin : null;
  return origin !== null && (origin === own || partners.includes(origin)) ? { origin, refused: false } : { origin: own, refused: true };
}

/**
 * The sandbox host page (e2e/sandbox). The shop's copy names its shop in a meta tag, which sandbox.js
 * follows instead of reading ?shop= itself (a partner's copy of the files, as in the e2e tests, reads
 * it); index.html is served only this way.
 */
export async function registerSandbox(
  app: FastifyInstance,
  { root, publicUrl, partnerOrigins }: { root: string; publicUrl: string; partnerOrigins: () => Promise<readonly string[]> },
) {
  const page = readFileSync(path.join(root, 'index.html'), 'utf8');
  const own = new URL(publicUrl).origin;
  await app.register(fastifyStatic, {
    root,
    prefix: '/sandbox/',
    decorateReply: false,
    index: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    maxAge: 0,
  });
  app.get('/sandbox/', { schema: { hide: true } }, async (request, reply) => {
    const { origin, refused } = sandboxShop((request.query as Record<string, unknown>).shop, own, await partnerOrigins());
    const note = refused
      ? `<p class="error" role="status" lang="${request.locale}" data-testid="sandbox-shop-refused">${escapeHtml(serverIntl(request.locale).formatMessage({ id: 'sandbox.shopRefused' }))}</p>`
      : '';
    const html = page.replace('</head>', `<meta name="printshop-shop" content="${escapeHtml(origin)}" /></head>`).replace('</header>', `${note}</header>`);
    // What it shows depends on the query and the visitor's language.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}

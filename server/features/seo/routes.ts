import type { FastifyInstance } from 'fastify';
import { loadSlugOwners } from '../cms/catalogue-slugs';
import { localizedPaths } from '../cms/paths';
import { pathsOfFixedRoute, robotsTxt, sitemapXml } from './sitemap';

// Crawlers fetch these often; an hour is fresh enough for a catalogue that staff change by hand.
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * /sitemap.xml and /robots.txt: the content pages and active products in the database (a page
 * staff add is listed once the catalogue version moves) plus the configurator, absolute URLs
 * from PUBLIC_URL. Page routes, so left out of the OpenAPI document.
 */
export default async function seoRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { body } = await app.catalogueCache.get('sitemap.xml', async () => {
      const owners = await loadSlugOwners(app.db);
      return sitemapXml(publicUrl, [...owners.map((owner) => localizedPaths(owner.slugs)), pathsOfFixedRoute('configurator')]);
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);
  });

  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );
}

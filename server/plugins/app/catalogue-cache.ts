import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CatalogueCache } from '../../catalogue/catalogue-cache';
import { catalogueVersion } from '../../db/schema';
import { cacheProductsIn } from '../../catalogue/find-product';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

export default fp<{ maxAgeMs: number }>(
  async function catalogueCachePlugin(app, { maxAgeMs }) {
    const readVersion = async () => {
      const [row] = await app.db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
      return row?.version ?? 0;
    };
    const cache = new CatalogueCache(readVersion, maxAgeMs);
    app.decorate('catalogueCache', cache);
    cacheProductsIn(app.db, cache);
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);

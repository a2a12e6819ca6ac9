import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CatalogueCache } from '../../catalogue/catalogue-cache';
import { catalogueVersion } from '../../db/schema';

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
    app.decorate('catalogueCache', new CatalogueCache(readVersion, maxAgeMs));
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);

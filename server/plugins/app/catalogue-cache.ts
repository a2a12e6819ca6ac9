import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CatalogueCache } from '../../catalogue/catalogue-cache';
import { cachedProducts, type ProductRepository } from '../../catalogue/product-repository';
import { catalogueVersion } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
    /** The products of the app's database, cached; routes hand it to services in their context. */
    productRepository: ProductRepository;
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
    app.decorate('productRepository', cachedProducts(app.db, cache));
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);

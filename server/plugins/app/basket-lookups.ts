import fp from 'fastify-plugin';
import { type BasketLookups, prepareBasketLookups } from '../../db/basket-lookups';

declare module 'fastify' {
  interface FastifyInstance {
    /** The visitor-basket queries of the app's database, prepared once; routes hand them to services in their context. */
    basketLookups: BasketLookups;
  }
}

export default fp(
  async function basketLookupsPlugin(app) {
    app.decorate('basketLookups', prepareBasketLookups(app.db));
  },
  { name: 'basket-lookups', dependencies: ['database'] },
);

import type { FastifyInstance } from 'fastify';
import { getProduct, getProducts, getTemplates } from '../../../shared/api/config';
import { postConfigCheck } from '../../../shared/api/config-check';
import { notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { checkForApi } from './check';
import { listProducts } from './products';
import { listTemplates } from './templates';

export default async function configRoutes(app: FastifyInstance) {
  route(app, getProducts, async ({ request }) => listProducts(app.db, request.locale, app.now()), { catalogueKey: () => '' });

  route(
    app,
    getProduct,
    async ({ params, request }) => {
      const product = await app.productRepository.find(params.productId, request.locale);
      if (!product) throw notFound('product');
      return product;
    },
    { catalogueKey: ({ params }) => params.productId },
  );

  route(app, postConfigCheck, async ({ params, body, request }) => {
    const product = await app.productRepository.find(params.productId, request.locale);
    if (!product) throw notFound('product');
    return checkForApi(product, body, app.now());
  });

  route(app, getTemplates, async ({ request }) => listTemplates(app.db, request.locale, app.images.signer), { catalogueKey: () => '' });
}

import type { FastifyInstance } from 'fastify';
import { getAdminProduct, getAdminProducts, getAdminProductVersion, putAdminProduct } from '../../../shared/api/admin-catalogue';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { listCatalogue, productForEditing, productVersion, saveProduct } from './catalogue-editing';

export default async function adminCatalogueRoutes(app: FastifyInstance) {
  route(app, getAdminProducts, async ({ request }) => ({ products: await listCatalogue(app.db, request.locale) }));

  route(app, getAdminProduct, async ({ params }) => productForEditing(app.db, params.productId));

  route(app, putAdminProduct, async ({ params, body, request }) =>
    saveProduct({ db: app.db, now: app.now(), locale: request.locale }, staffOf(request), params.productId, body),
  );

  route(app, getAdminProductVersion, async ({ params }) => productVersion(app.db, params.productId, params.version));
}

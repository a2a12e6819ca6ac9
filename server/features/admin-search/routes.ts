import type { FastifyInstance } from 'fastify';
import { getAdminSearch } from '../../../shared/api/admin-search';
import { route } from '../../http/route';
import { adminSearch } from './search';

/** The back office's search box (any member of staff, checked by route()). */
export default async function adminSearchRoutes(app: FastifyInstance) {
  route(app, getAdminSearch, ({ query }) => adminSearch(app.db, query.q));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getAdminPartner, getAdminPartners, postAdminPartner, postAdminPartnerKey, putAdminPartner } from '../../../shared/api/admin-partners';
import { staffOf } from '../../http/require-staff';
import { route } from '../../http/route';
import { adminPartnerDetail, adminPartnerList, createPartner, type PartnerContext, replacePartnerKey, savePartner } from './admin-partners';

/** The partners in the back office (roles checked by route()). */
export default async function partnerRoutes(app: FastifyInstance) {
  const context = (request: FastifyRequest): PartnerContext => ({
    db: app.db,
    now: app.now(),
    locale: request.locale,
    by: staffOf(request),
    onChanged: () => app.catalogueCache.expire(),
  });
  route(app, getAdminPartners, () => adminPartnerList(app.db));
  route(app, getAdminPartner, ({ params }) => adminPartnerDetail(app.db, params.id));
  route(app, postAdminPartner, ({ body, request }) => createPartner(context(request), body));
  route(app, putAdminPartner, ({ params, body, request }) => savePartner(context(request), params.id, body));
  route(app, postAdminPartnerKey, ({ params, request }) => replacePartnerKey(context(request), params.id));
}

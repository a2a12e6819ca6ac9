import type { FastifyInstance } from 'fastify';
import { getAdminOrder, getAdminOrders } from '../../../shared/api/admin-orders';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { createPaymentProviders } from '../payment/payment-providers';
import { adminOrderDetail } from './order-detail';
import { adminOrderList } from './order-list';
import { cockpitDay } from '../cockpit/cockpit-day';

/** The staff's orders: the list and one order (the roles are the endpoints' own, checked by route()). */
export default async function adminOrderRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  route(app, getAdminOrders, ({ query }) => adminOrderList(app.db, app.designThumbnails, query, cockpitDay(app, config)));
  route(app, getAdminOrder, ({ params }) => adminOrderDetail(app.db, providers, app.designThumbnails, params.id));
}

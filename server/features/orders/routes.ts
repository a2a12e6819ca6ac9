import type { FastifyInstance } from 'fastify';
import { getOrder } from '../../../shared/api/checkout';
import type { Config } from '../../config/config';
import { notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { createPaymentProviders } from '../payment/payment-providers';
import { mayRead } from './order-access';
import { orderById, orderDetail } from './order-views';

export default async function orderRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  route(app, getOrder, async ({ params, query, request, reply }) => {
    const order = await orderById(app.db, params.id);
    if (!order || !mayRead(order, request.customerId, query.access)) throw notFound('order');
    // Addresses and amounts of one person: no shared or browser cache may keep them.
    reply.header('cache-control', 'private, no-store');
    return orderDetail(app.db, order, providers, app.designThumbnails);
  });
}

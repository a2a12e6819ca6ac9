import type { FastifyInstance } from 'fastify';
import { postOrderStatus } from '../../../shared/api/order-status';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { requireAdmin } from '../admin/admin-token';
import { changeOrderStatus } from './change-status';
import { statusContext } from './status-context';
import { orderStatusView } from './status-view';

export default async function orderStatusRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, postOrderStatus, async ({ params, body, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    const order = await changeOrderStatus(statusContext(app, config, request), {
      orderId: params.id,
      event: body.event,
      actor: 'staff',
      staff: null,
      reason: body.reason,
      trackingNumber: body.trackingNumber,
    });
    return orderStatusView(app.db, order);
  });
}

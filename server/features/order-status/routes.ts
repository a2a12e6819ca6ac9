import type { FastifyInstance } from 'fastify';
import { postOrderStatus } from '../../../shared/api/order-status';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { requireAdmin } from '../admin/admin-token';
import { changeOrderStatus } from './change-status';
import { orderStatusView } from './status-view';

export default async function orderStatusRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, postOrderStatus, async ({ params, body, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    const order = await changeOrderStatus(
      {
        db: app.db,
        now: app.now(),
        locale: request.locale,
        company: config.company,
        publicUrl: config.PUBLIC_URL,
        trackingUrlTemplate: config.TRACKING_URL_TEMPLATE,
      },
      { orderId: params.id, event: body.event, actor: 'staff', staff: null, reason: body.reason, trackingNumber: body.trackingNumber },
    );
    return orderStatusView(app.db, order);
  });
}

import type { FastifyInstance } from 'fastify';
import { postOrderStatus } from '../../../shared/api/order-status';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { staffOf } from '../staff/require-staff';
import { changeOrderStatus } from './change-status';
import { statusContext } from './status-context';
import { orderStatusView } from './status-view';

export default async function orderStatusRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, postOrderStatus, async ({ params, body, request }) => {
    const order = await changeOrderStatus(statusContext(app, config, request), {
      orderId: params.id,
      event: body.event,
      actor: 'staff',
      staff: staffOf(request),
      reason: body.reason,
      trackingNumber: body.trackingNumber,
    });
    return orderStatusView(app.db, order);
  });
}

import type { FastifyInstance } from 'fastify';
import { postOrderStatus } from '../../../shared/api/order-status';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { requireStaff } from '../staff/require-staff';
import { staffRoles } from '../../../shared/domain/staff/roles';
import { changeOrderStatus } from './change-status';
import { statusContext } from './status-context';
import { orderStatusView } from './status-view';

export default async function orderStatusRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, postOrderStatus, async ({ params, body, request }) => {
    const staff = requireStaff(request, staffRoles);
    const order = await changeOrderStatus(statusContext(app, config, request), {
      orderId: params.id,
      event: body.event,
      actor: 'staff',
      staff,
      reason: body.reason,
      trackingNumber: body.trackingNumber,
    });
    return orderStatusView(app.db, order);
  });
}

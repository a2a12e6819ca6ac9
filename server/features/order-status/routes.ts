import type { FastifyInstance } from 'fastify';
import { postOrderStatus } from '../../../shared/api/order-status';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { applyStatusChange } from './change-status';
import { statusContext } from './status-context';
import { orderStatusView } from './status-view';

export default async function orderStatusRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, postOrderStatus, async ({ params, body, request }) => {
    const ctx = statusContext(app, config, request);
    const staff = staffOf(request);
    const order = await app.db.transaction(async (tx) => {
      const changed = await applyStatusChange(
        { ...ctx, db: tx },
        {
          orderId: params.id,
          event: body.event,
          actor: 'staff',
          staff,
          reason: body.reason,
          trackingNumber: body.trackingNumber,
          unprintedReason: body.unprintedReason,
        },
      );
      // A cancelled order's online payment goes back with the cancel, or the cancel does not happen (provider unreachable: 503).
      if (changed.status === 'cancelled' && app.onlinePayments) {
        await app.onlinePayments.refundCancelled(tx, changed, staff, body.reason?.trim() ?? '', ctx.locale, request.log);
      }
      return changed;
    });
    return orderStatusView(app.db, order);
  });
}

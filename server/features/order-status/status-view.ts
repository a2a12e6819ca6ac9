import type { OrderStatusView } from '../../../shared/api/order-status';
import { productionHold } from '../../../shared/domain/orders/order-status';
import type { Db } from '../../db/database';
import type { OrderRow } from '../orders/order-views';
import { statusHistory } from '../orders/status-history';
import { unprintedItems } from './unprinted-items';

/** An order's status, parcel, history and what production and shipping wait for, as the staff's views read them. */
export async function orderStatusView(db: Db, order: OrderRow): Promise<OrderStatusView> {
  const [history, unprinted] = await Promise.all([statusHistory(db, order.id), unprintedItems(db, order.id)]);
  return {
    status: order.status,
    progress: {
      paymentMethod: order.paymentMethod,
      paidAt: order.paidAt?.toISOString() ?? null,
      hold: productionHold({ status: order.status, paymentMethod: order.paymentMethod, paid: order.paidAt !== null }),
      unprintedItems: unprinted,
    },
    statusChangedAt: order.statusChangedAt.toISOString(),
    tracking: order.trackingNumber === null ? null : { number: order.trackingNumber, url: order.trackingUrl },
    history: history.map(({ at, ...entry }) => ({ ...entry, at: at.toISOString() })),
  };
}

import type { OrderStatusView } from '../../../shared/api/order-status';
import type { Db } from '../../db/database';
import type { OrderRow } from '../orders/order-views';
import { statusHistory } from '../orders/status-history';

/** An order's status, parcel and history as the staff's views read them. */
export async function orderStatusView(db: Db, order: OrderRow): Promise<OrderStatusView> {
  return {
    status: order.status,
    statusChangedAt: order.statusChangedAt.toISOString(),
    tracking: order.trackingNumber === null ? null : { number: order.trackingNumber, url: order.trackingUrl },
    history: (await statusHistory(db, order.id)).map(({ at, ...entry }) => ({ ...entry, at: at.toISOString() })),
  };
}

import { and, desc, inArray } from 'drizzle-orm';
import { BULK_MAX, type OrderSelection } from '../../../shared/api/admin-orders-bulk';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import { conditions } from '../admin-orders/order-list';
import type { CockpitDay } from '../cockpit/order-conditions';
import type { OrderRow } from '../orders/order-views';

/** The orders a bulk action works on (OrderSelection), newest first; ticked ids that name no order are left out. */
export async function selectedOrders(db: Db, selection: OrderSelection, day: CockpitDay): Promise<OrderRow[]> {
  const where = selection.ids === undefined ? conditions(selection, day) : [inArray(orders.id, selection.ids.split(',').map(Number))];
  return db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.id))
    .limit(BULK_MAX);
}

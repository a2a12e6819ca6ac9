import { asc, eq } from 'drizzle-orm';
import type { HistoryEvent, OrderStatus } from '../../../shared/domain/orders/order-status';
import type { Db } from '../../db/database';
import { orderStatusHistory, staffUsers, type statusActors } from '../../db/schema';
import type { OrderChange } from '../order-events/order-change';
import { offerOrderChange } from './order-listeners';

export type StatusActor = (typeof statusActors)[number];

export interface HistoryEntry {
  readonly status: OrderStatus;
  readonly event: HistoryEvent | null;
  readonly actor: StatusActor;
  readonly staffId: number | null;
  /** The staff member's name as it is now (null for the shop's own steps, or a deleted account). */
  readonly staffName: string | null;
  readonly note: string | null;
  readonly at: Date;
}

/**
 * Writes one step of an order's life (`order` as the step left it), inside the transaction that
 * changes its status, and offers it to the order's listeners (order-listeners.ts: the partner's
 * webhook, the commission ledger). A refund's first record names its money; its paying back none.
 */
export async function recordStatus(
  db: Db,
  order: OrderChange['order'],
  entry: {
    status: OrderStatus;
    event: HistoryEvent | null;
    actor: StatusActor;
    staffId?: number | null;
    note?: string | null;
    refund?: OrderChange['refund'];
    at: Date;
  },
): Promise<void> {
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    status: entry.status,
    event: entry.event,
    actor: entry.actor,
    staffId: entry.staffId ?? null,
    note: entry.note ?? null,
    createdAt: entry.at,
  });
  await offerOrderChange(db, { order, event: entry.event, ...(entry.refund ? { refund: entry.refund } : {}), at: entry.at });
}

/** Every status an order reached, oldest first. */
export async function statusHistory(db: Db, orderId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({ row: orderStatusHistory, staffName: staffUsers.displayName })
    .from(orderStatusHistory)
    .leftJoin(staffUsers, eq(staffUsers.id, orderStatusHistory.staffId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  return rows.map(({ row, staffName }) => ({
    status: row.status,
    event: row.event,
    actor: row.actor,
    staffId: row.staffId,
    staffName,
    note: row.note,
    at: row.createdAt,
  }));
}

import { asc, eq } from 'drizzle-orm';
import type { HistoryEvent, OrderStatus } from '../../../shared/domain/orders/order-status';
import type { Db } from '../../db/database';
import { orderStatusHistory, staffUsers, type statusActors } from '../../db/schema';
import { queueOrderEvent } from '../partner-webhooks/webhook-events';

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
 * Writes one step of an order's life, inside the transaction that changes its status, with the
 * webhook event its partner is told of (placed, paid, cancelled, refunded). A refund's first record
 * names its amount; the record of its paying back names none.
 */
export async function recordStatus(
  db: Db,
  orderId: number,
  entry: {
    status: OrderStatus;
    event: HistoryEvent | null;
    actor: StatusActor;
    staffId?: number | null;
    note?: string | null;
    refundRappen?: number;
    at: Date;
  },
): Promise<void> {
  await db.insert(orderStatusHistory).values({
    orderId,
    status: entry.status,
    event: entry.event,
    actor: entry.actor,
    staffId: entry.staffId ?? null,
    note: entry.note ?? null,
    createdAt: entry.at,
  });
  await queueOrderEvent(db, orderId, { event: entry.event, refundRappen: entry.refundRappen, at: entry.at });
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

import { eq } from 'drizzle-orm';
import { type OrderEvent, type OrderFacts, type OrderStatus, type TransitionResult, transition } from '../../../shared/domain/orders/order-status';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import type { StaffActor } from '../../http/require-staff';
import type { OrderRow } from './order-views';
import { recordStatus, type StatusActor } from './status-history';

/*
 * The one writer of orders.status: a move exists only where the state machine (transition) allows
 * it, and writing it changes the row and its history together, in the caller's transaction. An
 * order is inserted with the status the column starts at (received); every other status is a move.
 * order-move.test.ts checks the server's sources for any other writer.
 */

export interface OrderStep {
  readonly event: OrderEvent;
  readonly actor: StatusActor;
  /** The staff member causing it (actor 'staff'); the system's steps have none and need no role. */
  readonly staff: StaffActor;
  readonly now: Date;
  /** Kept in the history: the parcel's number, or why the order was cancelled. */
  readonly note?: string | null;
  /** Ship: the parcel, stored with the move. */
  readonly parcel?: { readonly number: string; readonly url: string } | null;
}

export type OrderMove = Exclude<TransitionResult, { ok: true }> | { ok: true; to: OrderStatus; write: () => Promise<OrderRow> };

function orderFacts(order: Pick<OrderRow, 'status' | 'paymentMethod' | 'paidAt'>): OrderFacts {
  return { status: order.status, paymentMethod: order.paymentMethod, paid: order.paidAt !== null };
}

/** The step `step.event` of `order` (locked, or inserted, in `db`'s transaction) by the state machine: refused, or ready to write. */
export function orderMove(db: Db, order: OrderRow, step: OrderStep): OrderMove {
  const next = transition(orderFacts(order), step.event, step.actor === 'staff' ? (step.staff?.role ?? null) : null);
  if (!next.ok) return next;
  const write = async () => {
    const [updated] = await db
      .update(orders)
      .set({
        ...(next.to === order.status ? {} : { status: next.to, statusChangedAt: step.now }),
        // The money's arrival is a fact of its own: an invoice order may be paid in production or shipped.
        ...(step.event === 'markPaid' ? { paidAt: step.now } : {}),
        ...(step.parcel ? { trackingNumber: step.parcel.number, trackingUrl: step.parcel.url } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    // The step's listeners (the partner's webhook and commission) follow it in the same transaction, whoever caused it.
    await recordStatus(db, updated as OrderRow, {
      status: next.to,
      event: step.event,
      actor: step.actor,
      staffId: step.staff?.id ?? null,
      note: step.note ?? null,
      at: step.now,
    });
    return updated as OrderRow;
  };
  return { ok: true, to: next.to, write };
}

/**
 * An order's first steps, written with it: received, and paid at once by the shop (markPaid, as any
 * payment) when nothing was left to pay, since gift vouchers paid it all.
 */
export async function recordPlaced(db: Db, order: OrderRow, nothingDue: boolean, now: Date): Promise<OrderRow> {
  await recordStatus(db, order, { status: order.status, event: null, actor: 'shop', at: now });
  if (!nothingDue) return order;
  const paid = orderMove(db, order, { event: 'markPaid', actor: 'shop', staff: null, now });
  if (!paid.ok) throw new Error(`order ${order.id} could not be paid as placed: ${paid.reason}`);
  return paid.write();
}

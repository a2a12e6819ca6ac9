import type { HistoryEvent } from '../../../shared/domain/orders/order-status';
import type { Db } from '../../db/database';
import type { LedgerSource, orders } from '../../db/schema';

/*
 * What an order's listeners (orders/order-listeners.ts) are told of each step of its life. In a
 * folder of its own so that the listeners' features can name it without a loop through orders.
 */

/** One step of an order's life, as recorded in its history, in the transaction that writes it. */
export interface OrderChange {
  /** The order as the step left it. */
  readonly order: typeof orders.$inferSelect;
  /** What happened; null: the order was placed. */
  readonly event: HistoryEvent | null;
  /**
   * Money given back (event refund): its amount, and its own key when it gave back part of the sale
   * (null: money that was no part of it, a second payment). A refund's paying back carries none.
   */
  readonly refund?: { readonly amountRappen: number; readonly ofSale: LedgerSource | null };
  readonly at: Date;
}

/** A listener does its part in the step's transaction: a failure rolls the step back. */
export type OrderListener = (db: Db, change: OrderChange) => Promise<void>;

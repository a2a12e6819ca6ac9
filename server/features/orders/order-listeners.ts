import type { Db } from '../../db/database';
import type { OrderChange, OrderListener } from '../order-events/order-change';
import { commissionOnChange } from '../partner-ledger/record-commission';
import { queueOrderEvent } from '../partner-webhooks/webhook-events';

/** Who hears of every step of an order's life (status-history.ts offers each): one line each. */
const ORDER_LISTENERS: readonly OrderListener[] = [queueOrderEvent, commissionOnChange];

/** Offers a step to every listener in turn, in the step's transaction (one connection: never at once). */
export async function offerOrderChange(db: Db, change: OrderChange): Promise<void> {
  for (const listener of ORDER_LISTENERS) await listener(db, change);
}

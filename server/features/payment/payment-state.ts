import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type PaymentFacts, paymentStatus, type PaymentStatus } from '../../../shared/domain/payments/payment-status';
import type { OrderStatus } from '../../../shared/domain/orders/order-status';
import type { Db } from '../../db/database';
import { onlinePayments, refunds } from '../../db/schema';

export interface PaymentState extends PaymentFacts {
  readonly status: PaymentStatus;
  /** The payment page open for the order, while there is one. */
  readonly openUrl: string | null;
}

/** What the order's online attempts and refunds say of its money (bank-transfer orders have neither). */
export async function paymentState(db: Db, order: { id: number; status: OrderStatus }): Promise<PaymentState> {
  const [latest] = await db
    .select({ status: onlinePayments.status, url: onlinePayments.url })
    .from(onlinePayments)
    .where(eq(onlinePayments.orderId, order.id))
    .orderBy(desc(onlinePayments.attempt))
    .limit(1);
  const [captured] = await db
    .select({ sum: sql<string>`coalesce(sum(${onlinePayments.amountRappen}), 0)` })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, order.id), eq(onlinePayments.status, 'paid')));
  // A payment that came twice was given back whole by the shop: it counts neither as taken nor as refunded.
  const [refunded] = await db
    .select({
      staff: sql<string>`coalesce(sum(${refunds.amountRappen}) filter (where ${refunds.kind} = 'staff'), 0)`,
      duplicate: sql<string>`coalesce(sum(${refunds.amountRappen}) filter (where ${refunds.kind} = 'duplicate'), 0)`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed'), ne(refunds.status, 'canceled')));
  const facts: PaymentFacts = {
    orderStatus: order.status,
    latestAttempt: latest?.status ?? null,
    capturedRappen: Number(captured?.sum ?? 0) - Number(refunded?.duplicate ?? 0),
    refundedRappen: Number(refunded?.staff ?? 0),
  };
  return { ...facts, status: paymentStatus(facts), openUrl: latest?.status === 'open' ? latest.url : null };
}

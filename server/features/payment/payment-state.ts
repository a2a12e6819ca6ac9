import { and, inArray, ne } from 'drizzle-orm';
import { type PaymentFacts, paymentStatus, type PaymentStatus } from '../../../shared/domain/payments/payment-status';
import type { OrderStatus } from '../../../shared/domain/orders/order-status';
import type { Db } from '../../db/database';
import { bankRefunds, onlinePayments, refunds } from '../../db/schema';

export interface PaymentState extends PaymentFacts {
  readonly status: PaymentStatus;
  /** The payment page open for the order, while there is one. */
  readonly openUrl: string | null;
}

type OrderRef = { id: number; status: OrderStatus; paidAt: Date | null };

const sum = (rows: readonly { amountRappen: number }[]) => rows.reduce((total, row) => total + row.amountRappen, 0);

/** What the order's online attempts and refunds, and the refunds of its bank-transfer money, say of its money. */
export async function paymentState(db: Db, order: OrderRef): Promise<PaymentState> {
  const [state] = (await paymentStates(db, [order])).values();
  if (!state) throw new Error(`no payment state for order ${order.id}`);
  return state;
}

/** The same for many orders at once (a customer's order history), in three queries. */
export async function paymentStates(db: Db, list: readonly OrderRef[]): Promise<Map<number, PaymentState>> {
  const ids = list.map((order) => order.id);
  if (ids.length === 0) return new Map();
  const pages = await db
    .select({
      orderId: onlinePayments.orderId,
      attempt: onlinePayments.attempt,
      status: onlinePayments.status,
      url: onlinePayments.url,
      amountRappen: onlinePayments.amountRappen,
    })
    .from(onlinePayments)
    .where(inArray(onlinePayments.orderId, ids));
  const given = await db
    .select({ orderId: refunds.orderId, kind: refunds.kind, amountRappen: refunds.amountRappen })
    .from(refunds)
    .where(and(inArray(refunds.orderId, ids), ne(refunds.status, 'failed'), ne(refunds.status, 'canceled')));
  const owed = await db
    .select({ orderId: bankRefunds.orderId, status: bankRefunds.status, amountRappen: bankRefunds.amountRappen })
    .from(bankRefunds)
    .where(inArray(bankRefunds.orderId, ids));
  return new Map(
    list.map((order) => {
      const byBank = owed.filter((refund) => refund.orderId === order.id);
      const own = pages.filter((page) => page.orderId === order.id);
      const latest = own.reduce<(typeof own)[number] | null>((last, page) => (last === null || page.attempt > last.attempt ? page : last), null);
      const back = given.filter((refund) => refund.orderId === order.id);
      // A payment that came twice was given back whole by the shop: it counts neither as taken nor as refunded
      // (one of another amount than the order's was never counted as taken).
      const facts: PaymentFacts = {
        orderStatus: order.status,
        paid: order.paidAt !== null,
        latestAttempt: latest?.status ?? null,
        capturedRappen: sum(own.filter((page) => page.status === 'paid')) - sum(back.filter((refund) => refund.kind === 'duplicate')),
        refundedRappen: sum(back.filter((refund) => refund.kind === 'staff')),
        bankRefundOpenRappen: sum(byBank.filter((refund) => refund.status === 'open')),
        bankRefundPaidBackRappen: sum(byBank.filter((refund) => refund.status === 'paidBack')),
      };
      return [order.id, { ...facts, status: paymentStatus(facts), openUrl: latest?.status === 'open' ? latest.url : null }];
    }),
  );
}

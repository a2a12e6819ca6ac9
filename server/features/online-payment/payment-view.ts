import { asc, desc, eq } from 'drizzle-orm';
import type { OrderPaymentView } from '../../../shared/api/online-payment';
import { isOnlineMethod } from '../../../shared/domain/payments/payment-methods';
import { refundableRappen } from '../../../shared/domain/payments/payment-status';
import type { Db } from '../../db/database';
import { onlinePayments, refunds, staffUsers } from '../../db/schema';
import type { OrderRow } from '../orders/order-views';
import { paymentState } from '../payment/payment-state';
import { bankRefundViews, ofOrder } from '../bank-refunds/refund-views';
import { bankMoneyOf } from '../bank-refunds/bank-money';
import { bankRefundable, bankTakenRappen } from '../../../shared/domain/payments/bank-refund';

/** An order's payment as staff see it: where the money stands, each payment page and each refund (who gave it, why). */
export async function orderPaymentView(db: Db, order: OrderRow): Promise<OrderPaymentView> {
  const state = await paymentState(db, order);
  const pages = await db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id)).orderBy(asc(onlinePayments.attempt));
  const given = await db
    .select({ refund: refunds, staffName: staffUsers.displayName })
    .from(refunds)
    .leftJoin(staffUsers, eq(staffUsers.id, refunds.staffId))
    .where(eq(refunds.orderId, order.id))
    .orderBy(desc(refunds.id));
  const online = isOnlineMethod(order.paymentMethod);
  // Bank-transfer money: what came in, what was owed back of it, and what staff may still give back.
  const bank = online
    ? null
    : { paymentMethod: order.paymentMethod, orderStatus: order.status, paid: order.paidAt !== null, ...(await bankMoneyOf(db, order)) };
  return {
    method: order.paymentMethod,
    online,
    status: state.status,
    amountDueRappen: order.totalRappen - order.paidByVouchersRappen,
    capturedRappen: bank ? bankTakenRappen(bank) : state.capturedRappen,
    refundedRappen: bank ? bank.refundedRappen : state.refundedRappen,
    refundableRappen: bank ? bankRefundable(bank) : refundableRappen(state),
    pages: pages.map((page) => ({
      attempt: page.attempt,
      status: page.status,
      amountRappen: page.amountRappen,
      createdAt: page.createdAt.toISOString(),
      paidAt: page.paidAt?.toISOString() ?? null,
    })),
    refunds: given.map(({ refund, staffName }) => ({
      id: refund.id,
      amountRappen: refund.amountRappen,
      status: refund.status,
      kind: refund.kind,
      reason: refund.reason,
      staffName,
      createdAt: refund.createdAt.toISOString(),
    })),
    bankRefunds: await bankRefundViews(db, ofOrder(order.id)),
  };
}

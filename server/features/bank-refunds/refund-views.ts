import { asc, eq, type SQL } from 'drizzle-orm';
import type { BankRefundView } from '../../../shared/api/bank-refunds';
import { isPayable } from '../../../shared/domain/payments/bank-refund';
import type { Db } from '../../db/database';
import { bankRefunds, orders } from '../../db/schema';

export type BankRefundRow = typeof bankRefunds.$inferSelect;

export const openRefunds = eq(bankRefunds.status, 'open');
export const ofOrder = (orderId: number) => eq(bankRefunds.orderId, orderId);
export const byId = (id: number) => eq(bankRefunds.id, id);

export function bankRefundView(refund: BankRefundRow, orderNumber: string): BankRefundView {
  return {
    id: refund.id,
    orderId: refund.orderId,
    orderNumber,
    amountRappen: refund.amountRappen,
    status: refund.status,
    payerName: refund.payerName,
    iban: refund.iban,
    payerSource: refund.payerSource,
    payable: isPayable(refund),
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    paidBackAt: refund.paidBackAt?.toISOString() ?? null,
  };
}

/** Bank refunds with their order's number, oldest first (the order they are owed in). */
export async function bankRefundViews(db: Db, where: SQL): Promise<BankRefundView[]> {
  const rows = await db
    .select({ refund: bankRefunds, number: orders.number })
    .from(bankRefunds)
    .innerJoin(orders, eq(orders.id, bankRefunds.orderId))
    .where(where)
    .orderBy(asc(bankRefunds.id));
  return rows.map(({ refund, number }) => bankRefundView(refund, number));
}

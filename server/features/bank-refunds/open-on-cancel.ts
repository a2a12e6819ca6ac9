import { owedOnCancel } from '../../../shared/domain/payments/bank-refund';
import type { Db } from '../../db/database';
import type { OrderRow } from '../orders/order-views';
import type { StatusActor } from '../orders/status-history';
import { bankMoneyOf } from './bank-money';
import { recordBankRefund } from './record-bank-refund';

export interface OpenedBankRefund {
  readonly amountRappen: number;
}

/**
 * A step of the cancel's transaction (order-status/change-status.ts): an order that had its
 * customer's money by bank transfer owes it back, so an open refund is recorded with what came in
 * less what was owed back before, to the payer and account the bank file named (else staff enter
 * them). The cancel mail tells the customer (null: nothing owed).
 */
export async function openBankRefundOnCancel(
  db: Db,
  before: OrderRow,
  how: { actor: StatusActor; staff: { id: number } | null; reason: string; now: Date },
): Promise<OpenedBankRefund | null> {
  const money = await bankMoneyOf(db, before);
  const owed = owedOnCancel({ paymentMethod: before.paymentMethod, statusBefore: before.status, paid: before.paidAt !== null, ...money });
  if (owed <= 0) return null;
  await recordBankRefund(db, { ...before, status: 'cancelled' }, { amountRappen: owed, ...how, refundedBefore: money.refundedRappen });
  return { amountRappen: owed };
}

import { and, desc, eq, isNull, or, sum } from 'drizzle-orm';
import { owedOnCancel } from '../../../shared/domain/payments/bank-refund';
import { parseIban } from '../../../shared/domain/payments/iban';
import { formatRappen } from '../../../shared/i18n/format';
import type { Db } from '../../db/database';
import { bankCredits, bankRefunds } from '../../db/schema';
import { audit } from '../audit/audit';
import type { OrderRow } from '../orders/order-views';
import { recordStatus, type StatusActor } from '../orders/status-history';

/** The credits of a bank file that paid the order (by the import or a person's decision). */
const paidTheOrder = (orderId: number) =>
  and(
    eq(bankCredits.orderId, orderId),
    eq(bankCredits.reversal, false),
    or(and(eq(bankCredits.outcome, 'paid'), isNull(bankCredits.decision)), eq(bankCredits.decision, 'markedPaid')),
  );

/** The payer of an order's bank payment as the bank named them, the latest credit first. */
async function payerOf(db: Db, orderId: number): Promise<{ name: string | null; iban: string | null }> {
  const [credit] = await db
    .select({ name: bankCredits.debtorName, iban: bankCredits.debtorIban })
    .from(bankCredits)
    .where(paidTheOrder(orderId))
    .orderBy(desc(bankCredits.id))
    .limit(1);
  const iban = credit?.iban ? parseIban(credit.iban) : null;
  return { name: credit?.name?.trim() || null, iban: iban?.ok ? iban.iban : null };
}

export interface OpenedBankRefund {
  readonly amountRappen: number;
}

/**
 * A step of the cancel's transaction (order-status/change-status.ts): an order that had its
 * customer's money by bank transfer owes it back, so an open refund is recorded with what came in
 * (the credits that paid it; the amount due when staff marked it paid by hand) less what was owed
 * back before, to the payer and account the bank file named (else staff enter them). Recorded in
 * the order's history and the audit log; the cancel mail tells the customer (null: nothing owed).
 */
export async function openBankRefundOnCancel(
  db: Db,
  before: OrderRow,
  how: { actor: StatusActor; staff: { id: number } | null; reason: string; now: Date },
): Promise<OpenedBankRefund | null> {
  const [credited] = await db
    .select({ rappen: sum(bankCredits.amountRappen).mapWith(Number) })
    .from(bankCredits)
    .where(paidTheOrder(before.id));
  const [owedBefore] = await db
    .select({ rappen: sum(bankRefunds.amountRappen).mapWith(Number) })
    .from(bankRefunds)
    .where(eq(bankRefunds.orderId, before.id));
  const owed = owedOnCancel({
    paymentMethod: before.paymentMethod,
    statusBefore: before.status,
    receivedRappen: credited?.rappen || before.totalRappen - before.paidByVouchersRappen,
    refundedRappen: owedBefore?.rappen ?? 0,
  });
  if (owed <= 0) return null;
  const payer = await payerOf(db, before.id);
  const [refund] = await db
    .insert(bankRefunds)
    .values({
      orderId: before.id,
      amountRappen: owed,
      payerName: payer.name,
      iban: payer.iban,
      payerSource: payer.name !== null || payer.iban !== null ? 'bankFile' : null,
      reason: how.reason,
      createdByStaffId: how.staff?.id ?? null,
      createdAt: how.now,
      updatedAt: how.now,
    })
    .returning({ id: bankRefunds.id });
  await recordStatus(db, before.id, {
    status: 'cancelled',
    event: 'refund',
    actor: how.actor,
    staffId: how.staff?.id ?? null,
    note: formatRappen(owed, before.language),
    at: how.now,
  });
  await audit(db, {
    by: how.staff,
    action: 'order.bankRefund',
    subjectType: 'order',
    subjectId: before.id,
    after: { bankRefundId: refund?.id, amountRappen: owed, payerName: payer.name, iban: payer.iban },
    at: how.now,
  });
  return { amountRappen: owed };
}

import { formatRappen } from '../../../shared/i18n/format';
import type { Db } from '../../db/database';
import { bankRefunds } from '../../db/schema';
import { audit } from '../audit/audit';
import type { OrderRow } from '../orders/order-views';
import { recordStatus, type StatusActor } from '../orders/status-history';
import { payerOf } from './bank-money';

/**
 * Writes an open bank refund, with the payer and account of the bank file that paid the order
 * when it named them, and records it in the order's history and the audit log (in the caller's transaction).
 */
export async function recordBankRefund(
  db: Db,
  order: OrderRow,
  how: { amountRappen: number; actor: StatusActor; staff: { id: number } | null; reason: string | null; now: Date; refundedBefore: number },
): Promise<typeof bankRefunds.$inferSelect> {
  const payer = await payerOf(db, order.id);
  const [refund] = await db
    .insert(bankRefunds)
    .values({
      orderId: order.id,
      amountRappen: how.amountRappen,
      payerName: payer.name,
      iban: payer.iban,
      payerSource: payer.name !== null || payer.iban !== null ? 'bankFile' : null,
      reason: how.reason,
      createdByStaffId: how.staff?.id ?? null,
      createdAt: how.now,
      updatedAt: how.now,
    })
    .returning();
  if (!refund) throw new Error('the bank refund was not written');
  const amount = formatRappen(how.amountRappen, order.language);
  await recordStatus(db, order, {
    status: order.status,
    event: 'refund',
    actor: how.actor,
    staffId: how.staff?.id ?? null,
    note: how.reason ? `${amount}: ${how.reason}` : amount,
    refund: { amountRappen: how.amountRappen, ofSale: `bank-refund:${refund.id}` },
    at: how.now,
  });
  await audit(db, {
    by: how.staff,
    action: 'order.bankRefund',
    subjectType: 'order',
    subjectId: order.id,
    before: { refundedRappen: how.refundedBefore },
    after: { bankRefundId: refund.id, amountRappen: how.amountRappen, reason: how.reason, payerName: payer.name, iban: payer.iban },
    at: how.now,
  });
  return refund;
}

import type { StaffActor } from '../../http/require-staff';
import { eq } from 'drizzle-orm';
import type { BankCreditView, CreditDecision } from '../../../shared/api/bank-payments';
import { bankCredits, orders } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import { applyStatusChange, type StatusContext } from '../order-status/change-status';
import { byIds, creditViews } from './credit-views';

/**
 * A person settles a credit the import could not: it pays an order (the one its reference named,
 * or one found by its number, e.g. a payer who typed the order number instead of the reference),
 * or it pays none. Decided once; the order's own rules still apply (a paid order is not paid twice).
 */
export async function decideCredit(ctx: StatusContext, staff: StaffActor, creditId: number, input: CreditDecision): Promise<BankCreditView> {
  await ctx.db.transaction(async (tx) => {
    const [credit] = await tx.select().from(bankCredits).where(eq(bankCredits.id, creditId)).for('update');
    if (!credit) throw notFound('payment');
    if (credit.decision !== null || credit.outcome === 'paid')
      throw new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id: 'admin.bank.decided' }));
    let orderId = credit.orderId;
    if (input.decision === 'markPaid') {
      if (input.orderNumber !== undefined) {
        const [named] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, input.orderNumber.trim()));
        if (!named) throw notFound('order');
        orderId = named.id;
      }
      if (orderId === null) throw new HttpError('validation_failed', serverIntl(ctx.locale).formatMessage({ id: 'admin.bank.orderNeeded' }));
      await applyStatusChange({ ...ctx, db: tx }, { orderId, event: 'markPaid', actor: 'staff', staff, reason: undefined });
    }
    await tx
      .update(bankCredits)
      .set({
        decision: input.decision === 'markPaid' ? 'markedPaid' : 'dismissed',
        orderId,
        decidedByStaffId: staff?.id ?? null,
        decidedAt: ctx.now,
        note: input.note ?? null,
      })
      .where(eq(bankCredits.id, creditId));
    await audit(tx, {
      by: staff,
      action: `bankCredit.${input.decision}`,
      subjectType: 'bankCredit',
      subjectId: creditId,
      before: { outcome: credit.outcome, orderId: credit.orderId },
      after: { orderId, note: input.note ?? null },
      at: ctx.now,
    });
  });
  const [view] = await creditViews(ctx.db, byIds([creditId]), 1);
  return view as BankCreditView;
}

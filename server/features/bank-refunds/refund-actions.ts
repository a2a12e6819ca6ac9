import { eq } from 'drizzle-orm';
import type { BankRefundPayer, BankRefundView } from '../../../shared/api/bank-refunds';
import { bankRefundTransition } from '../../../shared/domain/payments/bank-refund';
import { parseIban } from '../../../shared/domain/payments/iban';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { bankRefunds, orders } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import { recordStatus } from '../orders/status-history';
import type { StaffPrincipal } from '../../http/require-staff';
import { bankRefundView, byId } from './refund-views';

export interface BankRefundContext {
  db: Db;
  now: Date;
  /** The request's language, for refusals. */
  locale: Locale;
}

const notOpen = (locale: Locale): never => {
  throw new HttpError('conflict', serverIntl(locale).formatMessage({ id: 'admin.bankRefunds.notOpen' }));
};

/** The refund and its order, locked for the change (two staff members, one change; the other gets 409). */
async function lockRefund(db: Db, id: number) {
  const [row] = await db
    .select({ refund: bankRefunds, order: orders })
    .from(bankRefunds)
    .innerJoin(orders, eq(orders.id, bankRefunds.orderId))
    .where(byId(id))
    .for('update');
  if (!row) throw notFound('payment');
  return row;
}

/**
 * The office marks a refund paid back once the bank executed it, by the rules of
 * shared/domain/payments/bank-refund.ts, in one transaction with the refund locked: recorded in
 * the order's history and the audit log; it leaves the open list and the next payment file.
 */
export async function markPaidBack(ctx: BankRefundContext, staff: Pick<StaffPrincipal, 'id' | 'role'>, id: number): Promise<BankRefundView> {
  return ctx.db.transaction(async (tx) => {
    const { refund, order } = await lockRefund(tx, id);
    const next = bankRefundTransition(refund.status, 'markPaidBack', staff.role);
    if (!next.ok) {
      if (next.reason === 'roleNotAllowed') throw new HttpError('forbidden');
      notOpen(ctx.locale);
    }
    const [updated] = await tx
      .update(bankRefunds)
      .set({ status: 'paidBack', paidBackAt: ctx.now, paidBackByStaffId: staff.id, updatedAt: ctx.now })
      .where(byId(id))
      .returning();
    await recordStatus(tx, order, {
      status: order.status,
      event: 'refund',
      actor: 'staff',
      staffId: staff.id,
      note: `${formatRappen(refund.amountRappen, order.language)} ✓`,
      at: ctx.now,
    });
    await audit(tx, {
      by: staff,
      action: 'order.bankRefundPaidBack',
      subjectType: 'order',
      subjectId: order.id,
      before: { bankRefundId: id, status: refund.status },
      after: { bankRefundId: id, status: 'paidBack', amountRappen: refund.amountRappen },
      at: ctx.now,
    });
    return bankRefundView(updated ?? refund, order.number);
  });
}

/** Staff enter (or correct) the account an open refund goes to: the bank file named none, or a wrong one. */
export async function setPayer(ctx: BankRefundContext, staff: Pick<StaffPrincipal, 'id'>, id: number, input: BankRefundPayer): Promise<BankRefundView> {
  const iban = parseIban(input.iban);
  // The schema checked it already; this keeps the stored form the electronic one.
  if (!iban.ok) throw new HttpError('validation_failed');
  return ctx.db.transaction(async (tx) => {
    const { refund, order } = await lockRefund(tx, id);
    if (refund.status !== 'open') notOpen(ctx.locale);
    const [updated] = await tx
      .update(bankRefunds)
      .set({ payerName: input.payerName, iban: iban.iban, payerSource: 'staff', updatedAt: ctx.now })
      .where(byId(id))
      .returning();
    await audit(tx, {
      by: staff,
      action: 'order.bankRefundPayer',
      subjectType: 'order',
      subjectId: order.id,
      before: { bankRefundId: id, payerName: refund.payerName, iban: refund.iban },
      after: { bankRefundId: id, payerName: input.payerName, iban: iban.iban },
      at: ctx.now,
    });
    return bankRefundView(updated ?? refund, order.number);
  });
}

import { eq } from 'drizzle-orm';
import { BANK_REFUND_WORKING_DAYS, bankRefundable } from '../../../shared/domain/payments/bank-refund';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { Company } from '../../../shared/api/company';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { queueMail } from '../../mail/outbox';
import { refundMail } from '../../mail/templates/refund';
import type { StaffPrincipal } from '../../http/require-staff';
import { bankMoneyOf } from './bank-money';
import { recordBankRefund } from './record-bank-refund';
import { bankRefundView } from './refund-views';
import type { BankRefundView } from '../../../shared/api/bank-refunds';

export interface BankRefundRequest {
  amountRappen: number;
  /** Told to the customer; null for none. */
  reason: string | null;
  /** What was owed back when the staff member looked: a refund made since refuses this one. */
  refundedRappen: number;
}

export interface BankRefundRequestContext {
  db: Db;
  now: Date;
  company: Company;
  publicUrl: string;
}

function refuse(locale: Locale, id: 'admin.refund.changed' | 'admin.refund.notRefundable'): never {
  throw new HttpError('conflict', serverIntl(locale).formatMessage({ id }));
}

/**
 * Staff give back part of an order's bank-transfer money (a damaged print, a goodwill discount):
 * recorded as an open bank refund, paid with the next payment file, in one transaction with the
 * order locked. Never more than came in less what was owed back, and a request made on an outdated
 * view (a colleague, a second click) is refused rather than owed twice. The customer is mailed
 * how and when the money comes back.
 */
export async function refundByBank(
  ctx: BankRefundRequestContext,
  staff: Pick<StaffPrincipal, 'id'>,
  orderId: number,
  request: BankRefundRequest,
  locale: Locale,
): Promise<BankRefundView> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('order');
    const money = await bankMoneyOf(tx, order);
    if (money.refundedRappen !== request.refundedRappen) refuse(locale, 'admin.refund.changed');
    const max = bankRefundable({ paymentMethod: order.paymentMethod, orderStatus: order.status, paid: order.paidAt !== null, ...money });
    if (max <= 0) refuse(locale, 'admin.refund.notRefundable');
    if (request.amountRappen > max) {
      const message = serverIntl(locale).formatMessage({ id: 'admin.refund.tooMuch' }, { max: formatRappen(max, locale) });
      throw new HttpError('validation_failed', message, { amountRappen: [message] });
    }
    const refund = await recordBankRefund(tx, order, {
      amountRappen: request.amountRappen,
      actor: 'staff',
      staff,
      reason: request.reason,
      now: ctx.now,
      refundedBefore: money.refundedRappen,
    });
    await queueMail(
      tx,
      refundMail({
        to: order.email,
        locale: order.language,
        addressee: order.billingAddress,
        number: order.number,
        amountRappen: request.amountRappen,
        kind: 'staff',
        byBank: { workingDays: BANK_REFUND_WORKING_DAYS },
        reason: request.reason,
        link: order.customerId === null ? null : `${ctx.publicUrl}/${order.language}/selfcare/orders/${order.id}`,
        sender: ctx.company,
      }),
      order.id,
    );
    return bankRefundView(refund, order.number);
  });
}

import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { bankRefunds, orders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { openRefunds } from './refund-views';
import { paymentFile, type PaymentFileContext } from '../../pain001/payment-file';

export interface RefundFileContext extends PaymentFileContext {
  db: Db;
  locale: Locale;
}

/**
 * The open refunds that have a payer name and IBAN, as one pain.001 file to upload to the shop's
 * e-banking: to be paid today (the bank takes the next banking day), each payment named by its
 * refund (EndToEndId) and the order in the payer's language. Reads only: staff mark each refund
 * paid back when the bank executed it, so a file that was never uploaded loses nothing.
 */
export async function refundsFile(ctx: RefundFileContext): Promise<{ filename: string; xml: string }> {
  const rows = await ctx.db
    .select({ refund: bankRefunds, number: orders.number, reference: orders.qrReference, language: orders.language })
    .from(bankRefunds)
    .innerJoin(orders, eq(orders.id, bankRefunds.orderId))
    .where(and(openRefunds, isNotNull(bankRefunds.payerName), isNotNull(bankRefunds.iban)))
    .orderBy(asc(bankRefunds.id));
  if (rows.length === 0) throw new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id: 'admin.bankRefunds.nothingPayable' }));
  return paymentFile(
    ctx,
    'REFUNDS',
    rows.map(({ refund, number, reference, language }) => ({
      endToEndId: `REFUND-${refund.id}`,
      amountRappen: refund.amountRappen,
      creditorName: refund.payerName ?? '',
      creditorIban: refund.iban ?? '',
      remittance: serverIntl(language).formatMessage({ id: 'bankRefund.remittance' }, { number, reference }),
    })),
  );
}

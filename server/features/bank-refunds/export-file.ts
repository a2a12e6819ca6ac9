import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { bankRefunds, orders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { openRefunds } from './refund-views';
import { writePain001 } from './write-pain001';

export interface RefundFileContext {
  db: Db;
  now: Date;
  locale: Locale;
  company: Company;
  /** The shop's ordinary account (BANK_IBAN): the refunds are paid from it. */
  bankIban: string;
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
  const stamp = ctx.now.toISOString().replace(/\D/g, '').slice(0, 14);
  const messageId = `REFUNDS-${stamp}`;
  const xml = writePain001({
    messageId,
    createdAt: ctx.now,
    executionDate: zurichDate(ctx.now) ?? ctx.now.toISOString().slice(0, 10),
    debtor: { ...ctx.company, iban: ctx.bankIban },
    transfers: rows.map(({ refund, number, reference, language }) => ({
      endToEndId: `REFUND-${refund.id}`,
      amountRappen: refund.amountRappen,
      creditorName: refund.payerName ?? '',
      creditorIban: refund.iban ?? '',
      remittance: serverIntl(language).formatMessage({ id: 'bankRefund.remittance' }, { number, reference }),
    })),
  });
  return { filename: `${messageId.toLowerCase()}.xml`, xml };
}

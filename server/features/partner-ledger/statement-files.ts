import { csvText } from '../../../shared/domain/books/csv';
import { statementTable } from '../../../shared/domain/partners/statement';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import type { StaffActor } from '../../http/require-staff';
import { serverIntl } from '../../i18n/server-intl';
import { paymentFile, type PaymentFileContext } from '../../pain001/payment-file';
import { audit } from '../audit/audit';
import type { Locale } from '../../../shared/i18n/locales';
import { type LedgerPartner, ledgerOfMonth } from './ledger-records';
import { statementPdf } from './statement-pdf';

export interface LedgerFileContext extends PaymentFileContext {
  db: Db;
  locale: Locale;
  staff: StaffActor;
}

async function partnerOfMonth(ctx: LedgerFileContext, partnerId: number, month: string): Promise<LedgerPartner> {
  const [partner] = await ledgerOfMonth(ctx.db, month, partnerId);
  if (!partner) throw notFound('partner');
  return partner;
}

/** Who took which of the ledger's files (the statements and payouts are money and partners' data). */
function recordDownload(ctx: LedgerFileContext, subjectId: string, after: Record<string, string | number>) {
  return audit(ctx.db, { by: ctx.staff, action: 'partnerLedger.download', subjectType: 'partnerLedger', subjectId, after, at: ctx.now });
}

/** A statement's name in the partner's language: 'Kommissionsabrechnung_2026-03_Atelier.pdf'. */
const statementName = (partner: LedgerPartner, month: string, extension: string) =>
  `${serverIntl(partner.language).formatMessage({ id: 'partnerStatement.file' })}_${month}_${partner.name}.${extension}`;

export async function statementPdfFile(ctx: LedgerFileContext, partnerId: number, month: string): Promise<{ filename: string; body: Buffer }> {
  const partner = await partnerOfMonth(ctx, partnerId, month);
  const body = await statementPdf(partner, month, ctx.company);
  await recordDownload(ctx, `${partner.partnerId}/${month}`, { file: 'pdf', commissionRappen: partner.commissionRappen });
  return { filename: statementName(partner, month, 'pdf'), body };
}

/** The statement as CSV for Swiss Excel (semicolons, the byte order mark), its columns in the partner's language. */
export async function statementCsvFile(ctx: LedgerFileContext, partnerId: number, month: string): Promise<{ filename: string; body: Buffer }> {
  const partner = await partnerOfMonth(ctx, partnerId, month);
  const intl = serverIntl(partner.language);
  const table = statementTable(partner.rows, intl.formatMessage({ id: 'partnerStatement.total' }));
  const header = table.columns.map((column) => intl.formatMessage({ id: `partnerStatement.${column}` }));
  await recordDownload(ctx, `${partner.partnerId}/${month}`, { file: 'csv', commissionRappen: partner.commissionRappen });
  return { filename: statementName(partner, month, 'csv'), body: Buffer.from(csvText(header, table.rows, 'semicolon'), 'utf8') };
}

/**
 * The month's payouts as one pain.001 file: a payment per partner whose commission of the month is
 * positive and who gave an IBAN, named by partner and month, worded in the partner's language. A
 * month that ends in a negative balance (more taken back than earned) pays nothing.
 */
export async function payoutFile(ctx: LedgerFileContext, month: string): Promise<{ filename: string; body: Buffer }> {
  const payable = (await ledgerOfMonth(ctx.db, month)).filter((partner) => partner.commissionRappen > 0 && partner.iban !== null);
  if (payable.length === 0) throw new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id: 'admin.partnerLedger.nothingPayable' }));
  const file = paymentFile(
    ctx,
    `PAYOUTS-${month.replace('-', '')}`,
    payable.map((partner) => ({
      endToEndId: `PAYOUT-${month.replace('-', '')}-${partner.partnerId}`,
      amountRappen: partner.commissionRappen,
      creditorName: partner.name,
      creditorIban: partner.iban ?? '',
      remittance: serverIntl(partner.language).formatMessage({ id: 'partnerStatement.remittance' }, { month: `${month.slice(5)}.${month.slice(0, 4)}` }),
    })),
  );
  await recordDownload(ctx, month, { file: 'pain001', transfers: payable.length });
  return { filename: file.filename, body: Buffer.from(file.xml, 'utf8') };
}

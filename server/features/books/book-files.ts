import type { BookFile, BooksExportQuery, VatReturn } from '../../../shared/api/books';
import { type BookTable, type BookWords, invoiceRows, moneyRows, voucherRows } from '../../../shared/domain/books/book-rows';
import { csvAmount, csvText } from '../../../shared/domain/books/csv';
import { vatReturnLines } from '../../../shared/domain/books/vat-return';
import { formatVatRate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { AnyMessageKey } from '../../../shared/i18n/messages/server-catalogues';
import type { Db } from '../../db/database';
import { type ServerIntl, serverIntl } from '../../i18n/server-intl';
import { invoicesOf, paymentsOf, refundsOf, vouchersRedeemedOf, vouchersSoldOf } from './book-records';
import { vatReturn } from './vat-return';

/** The VAT return as a table: ziffer, what it is, amount (the screen shows the same lines). */
function vatReturnTable(figures: VatReturn, locale: Locale, intl: ServerIntl): BookTable {
  return {
    columns: ['field', 'figure', 'netAmount'],
    rows: vatReturnLines(figures).map((line) => [
      line.field,
      intl.formatMessage({ id: `admin.books.vat.${line.figure}` }, line.rateBp === undefined ? undefined : { rate: formatVatRate(locale, line.rateBp) }),
      csvAmount(line.rappen),
    ]),
  };
}

/** The VAT return's columns are the screen's; every other file's are books.column.<id>. */
const COLUMN_WORDS: Record<string, AnyMessageKey> = { field: 'admin.books.field', figure: 'admin.books.figure', netAmount: 'admin.books.amount' };

async function tableOf(db: Db, query: BooksExportQuery, locale: Locale, intl: ServerIntl): Promise<BookTable> {
  const words: BookWords = {
    paymentMethod: (method) => intl.formatMessage({ id: `admin.payment.${method}` }),
    orderStatus: (status) => intl.formatMessage({ id: `admin.status.${status}` }),
  };
  const tables: Record<BookFile, () => Promise<BookTable>> = {
    invoices: async () => invoiceRows(await invoicesOf(db, query), words),
    payments: async () => moneyRows(await paymentsOf(db, query), words),
    refunds: async () => moneyRows(await refundsOf(db, query), words),
    vouchersSold: async () => voucherRows(await vouchersSoldOf(db, query)),
    vouchersRedeemed: async () => voucherRows(await vouchersRedeemedOf(db, query)),
    vatReturn: async () => vatReturnTable(await vatReturn(db, query), locale, intl),
  };
  return tables[query.file]();
}

/**
 * One of the accountant's files of a period, its columns in the staff member's language, named by
 * what it holds and the period: 'Rechnungen_2026-01-01_2026-03-31.csv'.
 */
export async function bookFile(db: Db, query: BooksExportQuery, locale: Locale): Promise<{ filename: string; csv: string; rows: number }> {
  const intl = serverIntl(locale);
  const table = await tableOf(db, query, locale, intl);
  const header = table.columns.map((column) => intl.formatMessage({ id: COLUMN_WORDS[column] ?? (`books.column.${column}` as AnyMessageKey) }));
  const name = intl.formatMessage({ id: `admin.books.file.${query.file}` });
  return { filename: `${name}_${query.from}_${query.to}.csv`, csv: csvText(header, table.rows, query.format), rows: table.rows.length };
}

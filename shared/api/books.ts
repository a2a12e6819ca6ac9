import { z } from 'zod/mini';
import { rappen } from './basket-view';
import { PdfFile } from './checkout';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import { BOOK_EXPORTS } from '../domain/books/book-rows';
import { CSV_FORMATS } from '../domain/books/csv';
import * as routes from './routes/books';

const endpoint = endpointsTagged('admin');

/** A period of Zurich calendar days, both included, as the VAT return and the exports ask for it. */
const period = {
  from: z.iso.date().check(z.refine((day) => day >= '2000-01-01', 'a day from the year 2000 on')),
  to: z.iso.date(),
};
const inOrder = z.refine<{ from: string; to: string }>(({ from, to }) => from <= to, { message: 'the period ends before it starts', path: ['to'] });
export const BooksPeriod = z.strictObject(period).check(inOrder);
export type BooksPeriod = z.infer<typeof BooksPeriod>;

/** Rappen that refunds may take below zero (a period with more given back than sold). */
const signedRappen = z.int();

export const VatReturn = z.object({
  ...period,
  /** Ziffer 200: agreed consideration without VAT, gift vouchers sold included. */
  turnoverRappen: signedRappen,
  /** Ziffer 235: refunds of orders that were kept, without VAT. */
  reductionsRappen: signedRappen,
  /** Ziffer 280: not taxable, the multi-purpose gift vouchers sold. */
  voucherSalesRappen: rappen,
  /** Ziffer 289. */
  deductionsRappen: signedRappen,
  /** Ziffer 299. */
  taxableRappen: signedRappen,
  /** Ziffer 302 (8.1 %), 312 (2.6 %), …: the taxable turnover without VAT and its tax per rate. */
  rates: z.array(z.object({ field: z.string(), taxField: z.string(), rateBp: z.int(), turnoverRappen: signedRappen, taxRappen: signedRappen })),
  /** Ziffer 399: the tax due on turnover, before input tax (the accountant's). */
  taxRappen: signedRappen,
  /** The orders placed in the period and not cancelled: their totals, VAT and vouchers included. */
  ordersGrossRappen: rappen,
  orderCount: z.int(),
  /** The refunds of those of them kept, given in the period. */
  refundsGrossRappen: rappen,
});
export type VatReturn = z.infer<typeof VatReturn>;

export const getVatReturnSchemas = { query: BooksPeriod, response: VatReturn };
export const getVatReturn = endpoint(routes.getVatReturn, getVatReturnSchemas, {
  summary:
    'The figures of the Swiss VAT return (ESTV form, effective method) for a period of Zurich days: turnover (200), refunds (235), gift vouchers sold as not taxable (280), taxable turnover and tax per rate (302, 312, …), tax due before input tax (399), with the orders’ gross total they reconcile with to the rappen. Amounts without VAT, in rappen.',
});

/** What a file holds: one of the accountant's lists, or the VAT return's figures. */
export const BOOK_FILES = [...BOOK_EXPORTS, 'vatReturn'] as const;
export type BookFile = (typeof BOOK_FILES)[number];

export const BooksExportQuery = z.strictObject({ ...period, file: z.enum(BOOK_FILES), format: z.enum(CSV_FORMATS) }).check(inOrder);
export type BooksExportQuery = z.infer<typeof BooksExportQuery>;

export const CsvFile = z.string().register(z.globalRegistry, { format: 'binary', contentMediaType: 'text/csv' });

export const getBooksExportSchemas = { query: BooksExportQuery, response: CsvFile };
export const getBooksExport = endpoint(routes.getBooksExport, getBooksExportSchemas, {
  summary:
    'A CSV file for the accountant of a period of Zurich days (text/csv, UTF-8 with a byte order mark): invoices, payments (bank credits, card and TWINT payments), refunds, gift vouchers sold or redeemed, or the VAT return’s figures; `format` excel separates by commas, semicolon as Swiss Excel reads. Columns in the request’s language, dates dd.mm.yyyy, amounts CHF with two decimals. Each download is audited.',
});

export const getAdminOrderInvoiceSchemas = { params: IdParams, response: PdfFile };
export const getAdminOrderInvoice = endpoint(routes.getAdminOrderInvoice, getAdminOrderInvoiceSchemas, {
  summary:
    'The invoice PDF of an order again, for staff: made anew from what the order stored, with the same invoice number and QR reference, in the order’s language. Each download is audited. 404 for an unknown order and for one not paid by invoice (it has no invoice).',
});

import { zurichDate, type IsoDate } from '../calendar/zurich-date';
import { invoiceNumber } from '../checkout/invoice-number';
import type { OrderStatus } from '../orders/order-status';
import type { PaymentMethod } from '../payments/payment-methods';
import { formatSwissDate } from '../../i18n/format';
import { csvAmount } from './csv';

/*
 * The rows of each export for the accountant, one pure function each: records in, the table out
 * (column ids, then cells as text). Dates are calendar days in Zurich (dd.mm.yyyy), amounts CHF
 * exact from whole rappen. The server words the columns and the payment methods and statuses.
 */

export const BOOK_EXPORTS = ['invoices', 'payments', 'refunds', 'vouchersSold', 'vouchersRedeemed'] as const;

export interface BookTable<C extends string = string> {
  readonly columns: readonly C[];
  readonly rows: readonly (readonly string[])[];
}

/** How the server words what the rows name by code. */
export interface BookWords {
  paymentMethod(method: PaymentMethod): string;
  orderStatus(status: OrderStatus): string;
}

/** The Zurich calendar day of an instant, as Swiss documents write it. */
function swissDay(instant: Date): string {
  const day = zurichDate(instant);
  if (day === null) throw new RangeError('not a valid time');
  return formatSwissDate(day);
}

export interface BookInvoice {
  readonly number: string;
  readonly createdAt: Date;
  readonly customer: string;
  readonly paymentMethod: PaymentMethod;
  readonly status: OrderStatus;
  readonly totalRappen: number;
  readonly voucherSalesRappen: number;
  readonly vatRateBp: number;
  readonly vatRappen: number;
  readonly paidByVouchersRappen: number;
}

const INVOICE_COLUMNS = [
  'invoiceNumber',
  'orderNumber',
  'date',
  'customer',
  'paymentMethod',
  'status',
  'total',
  'voucherSales',
  'vatRate',
  'vat',
  'paidByVouchers',
  'amountDue',
] as const;

/** A rate in basis points as the percentage a spreadsheet reads, 810 -> '8.1'. */
export const percent = (rateBp: number) => String(rateBp / 100);

export function invoiceRows(invoices: readonly BookInvoice[], words: BookWords): BookTable<(typeof INVOICE_COLUMNS)[number]> {
  return {
    columns: INVOICE_COLUMNS,
    rows: invoices.map((invoice) => [
      invoiceNumber(invoice.number, invoice.createdAt),
      invoice.number,
      swissDay(invoice.createdAt),
      invoice.customer,
      words.paymentMethod(invoice.paymentMethod),
      words.orderStatus(invoice.status),
      csvAmount(invoice.totalRappen),
      csvAmount(invoice.voucherSalesRappen),
      percent(invoice.vatRateBp),
      csvAmount(invoice.vatRappen),
      csvAmount(invoice.paidByVouchersRappen),
      csvAmount(invoice.totalRappen - invoice.paidByVouchersRappen),
    ]),
  };
}

/** Money that came or went for an order: a bank credit, an online payment, a refund. */
export interface BookMoney {
  /** The Zurich day it was booked (a bank credit's booking day) or made. */
  readonly day: IsoDate;
  readonly orderNumber: string;
  readonly paymentMethod: PaymentMethod;
  /** The bank's or the provider's reference of the payment. */
  readonly reference: string;
  /** Who paid or is paid back, where known. */
  readonly party: string;
  readonly amountRappen: number;
}

const MONEY_COLUMNS = ['date', 'orderNumber', 'paymentMethod', 'reference', 'party', 'amount'] as const;

/** Payments (bank credits, card and TWINT payments) or refunds, oldest first as the records come. */
export function moneyRows(entries: readonly BookMoney[], words: BookWords): BookTable<(typeof MONEY_COLUMNS)[number]> {
  return {
    columns: MONEY_COLUMNS,
    rows: entries.map((entry) => [
      formatSwissDate(entry.day),
      entry.orderNumber,
      words.paymentMethod(entry.paymentMethod),
      entry.reference,
      entry.party,
      csvAmount(entry.amountRappen),
    ]),
  };
}

/** Gift vouchers sold (a line per order) or redeemed (a line per code used). */
export interface BookVoucher {
  readonly day: IsoDate;
  readonly orderNumber: string;
  /** The value codes, by spaces: those issued for the order (sold, once paid), the code used (redeemed). */
  readonly codes: string;
  readonly amountRappen: number;
}

const VOUCHER_COLUMNS = ['date', 'orderNumber', 'codes', 'amount'] as const;

export function voucherRows(entries: readonly BookVoucher[]): BookTable<(typeof VOUCHER_COLUMNS)[number]> {
  return {
    columns: VOUCHER_COLUMNS,
    rows: entries.map((entry) => [formatSwissDate(entry.day), entry.orderNumber, entry.codes, csvAmount(entry.amountRappen)]),
  };
}

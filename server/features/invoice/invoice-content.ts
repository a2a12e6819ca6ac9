import { asc, eq } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import type { AddressSnapshot } from '../../../shared/domain';
import { addCalendarDays } from '../../../shared/domain/calendar/swiss-holidays';
import { zurichDate, type IsoDate } from '../../../shared/domain/calendar/zurich-date';
import { invoiceNumber } from '../../../shared/domain/checkout/invoice-number';
import { formatLabelled } from '../../../shared/i18n/format';
import type { Db } from '../../db/database';
import { orderItems } from '../../db/schema';
import { orderVouchers, type OrderRow } from '../orders/order-views';

/** One invoiced item: the product with its size and options as the customer chose them. */
export interface InvoiceLine {
  readonly product: string;
  /** 'Format: 40 x 30 cm, Rahmen: 2 cm', in the order's language (as the order stored it). */
  readonly details: string;
  readonly quantity: number;
  readonly unitRappen: number;
  readonly amountRappen: number;
}

interface VoucherLine {
  readonly code: string;
  readonly amountRappen: number;
}

/** The VAT contained in the amounts taxed at one rate. */
interface VatAtRate {
  readonly rateBp: number;
  /** The gross (VAT-included) amount taxed at this rate. */
  readonly grossRappen: number;
  readonly vatRappen: number;
}

/** Everything a Swiss invoice of an order says, before it is laid out. */
export interface InvoiceContent {
  readonly number: string;
  readonly orderNumber: string;
  readonly date: IsoDate;
  readonly dueDate: IsoDate;
  readonly creditor: Company;
  readonly debtor: AddressSnapshot;
  readonly lines: readonly InvoiceLine[];
  readonly itemsRappen: number;
  /** The discount codes, taken off before the total. */
  readonly discounts: readonly VoucherLine[];
  readonly shippingName: string;
  readonly shippingRappen: number;
  readonly totalRappen: number;
  readonly vat: readonly VatAtRate[];
  /** Gift vouchers sold in the total: multi-purpose vouchers, outside the VAT. */
  readonly voucherSalesRappen: number;
  /** Gift vouchers redeemed: payments, after the total. */
  readonly payments: readonly VoucherLine[];
  readonly amountDueRappen: number;
  readonly qrReference: string;
  /** A payment reminder of the invoice: its title, and the fees it adds (in the amount due, after the total). */
  readonly reminder?: { readonly step: 'first' | 'second'; readonly feesRappen: number };
}

/** The invoice is dated the day the order was placed, in Zurich. */
function invoiceDate(order: Pick<OrderRow, 'createdAt'>): IsoDate {
  const date = zurichDate(order.createdAt);
  if (date === null) throw new Error('order has no valid creation time');
  return date;
}

/** An item's size and options as the customer chose them, in the order's language ('Format: 40 x 30 cm, Rahmen: 2 cm'). */
export const itemDetails = (language: OrderRow['language'], item: Pick<typeof orderItems.$inferSelect, 'instruction'>): string =>
  (item.instruction.customerDetails ?? []).map((detail) => formatLabelled(language, detail.property, detail.value)).join(', ');

/** The day the invoice asks its money by: dueDays after its date. */
export function invoiceDueDate(order: Pick<OrderRow, 'createdAt'>, dueDays: number): IsoDate {
  return addCalendarDays(invoiceDate(order), dueDays);
}

/** The invoice of an order from what the order stored at confirm: its items, vouchers, totals and addresses. */
export async function invoiceContent(db: Db, order: OrderRow, creditor: Company, dueDays: number): Promise<InvoiceContent> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  const used = await orderVouchers(db, order.id);
  const date = invoiceDate(order);
  return {
    number: invoiceNumber(order.number, order.createdAt),
    orderNumber: order.number,
    date,
    dueDate: invoiceDueDate(order, dueDays),
    creditor,
    debtor: order.billingAddress,
    lines: items.map((item) => ({
      product: item.productName,
      details: itemDetails(order.language, item),
      quantity: item.quantity,
      unitRappen: item.unitRappen,
      amountRappen: item.totalRappen,
    })),
    itemsRappen: order.itemsRappen,
    discounts: used.filter((voucher) => !voucher.pays),
    shippingName: order.shippingName,
    shippingRappen: order.shippingRappen,
    totalRappen: order.totalRappen,
    vat: [{ rateBp: order.vatRateBp, grossRappen: order.totalRappen - order.voucherSalesRappen, vatRappen: order.vatRappen }],
    voucherSalesRappen: order.voucherSalesRappen,
    payments: used.filter((voucher) => voucher.pays),
    amountDueRappen: order.totalRappen - order.paidByVouchersRappen,
    qrReference: order.qrReference,
  };
}

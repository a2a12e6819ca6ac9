import { and, asc, eq, gt, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BooksPeriod } from '../../../shared/api/books';
import type { BookInvoice, BookMoney, BookVoucher } from '../../../shared/domain/books/book-rows';
import type { VatReturnOrder, VatReturnRefund } from '../../../shared/domain/books/vat-return';
import { type AddressSnapshot, addresseeName } from '../../../shared/domain/checkout/address';
import type { Db } from '../../db/database';
import { bankCredits, bankRefunds, onlinePayments, orderItems, orders, refunds, voucherUsages, vouchers } from '../../db/schema';
import { withinZurichDays, zurichDayOf } from '../../db/zurich-days';

/*
 * What the books read of a period of Zurich days, as the pure rows and figures of
 * shared/domain/books take it. An order belongs to the day it was placed (its invoice's date); money
 * to the day it was booked (a bank credit) or made (an online payment, a refund).
 */

const placedIn = (period: BooksPeriod) => withinZurichDays(orders.createdAt, period);
const kept = ne(orders.status, 'cancelled');

/** Every order placed in the period, cancelled ones too (their status says so), oldest first. */
export async function invoicesOf(db: Db, period: BooksPeriod): Promise<BookInvoice[]> {
  const rows = await db.select().from(orders).where(placedIn(period)).orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((order) => ({ ...order, customer: addresseeName(order.billingAddress) }));
}

/** The orders the VAT return counts: placed in the period and not cancelled. */
export async function taxedOrdersOf(db: Db, period: BooksPeriod): Promise<VatReturnOrder[]> {
  return db
    .select({ totalRappen: orders.totalRappen, voucherSalesRappen: orders.voucherSalesRappen, vatRateBp: orders.vatRateBp, vatRappen: orders.vatRappen })
    .from(orders)
    .where(and(placedIn(period), kept));
}

/** Refunds staff gave in the period of orders that were kept: they lower the consideration (a cancelled order has none). */
export async function taxedRefundsOf(db: Db, period: BooksPeriod): Promise<VatReturnRefund[]> {
  const online = await db
    .select({ amountRappen: refunds.amountRappen, vatRateBp: orders.vatRateBp })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(withinZurichDays(refunds.createdAt, period), eq(refunds.status, 'succeeded'), eq(refunds.kind, 'staff'), kept));
  const bank = await db
    .select({ amountRappen: bankRefunds.amountRappen, vatRateBp: orders.vatRateBp })
    .from(bankRefunds)
    .innerJoin(orders, eq(orders.id, bankRefunds.orderId))
    .where(and(withinZurichDays(bankRefunds.paidBackAt, period), eq(bankRefunds.status, 'paidBack'), kept));
  return [...online, ...bank];
}

/** Online money names no payer of its own: the order's billing address does. */
const named = <T extends { billing: AddressSnapshot }>(rows: readonly T[]) => rows.map(({ billing, ...row }) => ({ ...row, party: addresseeName(billing) }));

/** What a row of online money (a paid page, a refund) reads, with its order's number, payment method and billing address. */
const onlineMoney = (at: AnyPgColumn, reference: SQL<string> | AnyPgColumn, amount: AnyPgColumn) => ({
  day: zurichDayOf(at),
  orderNumber: orders.number,
  paymentMethod: orders.paymentMethod,
  reference: sql<string>`${reference}`,
  billing: orders.billingAddress,
  amountRappen: sql<number>`${amount}`,
});

/** Two sources' records as one list, oldest day first (each source came in its own order within a day). */
const byDay = (entries: BookMoney[]) => entries.toSorted((a, b) => a.day.localeCompare(b.day));

/** A credit's booking day, or the day it was imported where the bank named none. */
const bookedOn = sql<string>`to_char(coalesce(${bankCredits.bookedOn}, (${bankCredits.createdAt} at time zone 'Europe/Zurich')::date), 'YYYY-MM-DD')`;

/** Bank credits that paid an order (matched by the file, or marked paid by staff), and paid card and TWINT pages. */
export async function paymentsOf(db: Db, period: BooksPeriod): Promise<BookMoney[]> {
  const credits = await db
    .select({
      day: bookedOn,
      orderNumber: orders.number,
      paymentMethod: orders.paymentMethod,
      reference: bankCredits.bankReference,
      party: sql<string>`coalesce(${bankCredits.debtorName}, '')`,
      amountRappen: bankCredits.amountRappen,
    })
    .from(bankCredits)
    .innerJoin(orders, eq(orders.id, bankCredits.orderId))
    .where(and(or(eq(bankCredits.outcome, 'paid'), eq(bankCredits.decision, 'markedPaid')), sql`${bookedOn} between ${period.from} and ${period.to}`))
    .orderBy(asc(bookedOn), asc(bankCredits.id));
  const online = await db
    .select(
      onlineMoney(onlinePayments.paidAt, sql<string>`coalesce(${onlinePayments.paymentIntentId}, ${onlinePayments.sessionId})`, onlinePayments.amountRappen),
    )
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(and(eq(onlinePayments.status, 'paid'), withinZurichDays(onlinePayments.paidAt, period)))
    .orderBy(asc(onlinePayments.paidAt), asc(onlinePayments.id));
  return byDay([...credits, ...named(online)]);
}

/** Money given back in the period: online refunds that went through, bank refunds paid back (the payment file's EndToEndId as reference). */
export async function refundsOf(db: Db, period: BooksPeriod): Promise<BookMoney[]> {
  const online = await db
    .select(onlineMoney(refunds.createdAt, refunds.providerRefundId, refunds.amountRappen))
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'succeeded'), withinZurichDays(refunds.createdAt, period)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const bank = await db
    .select({
      day: zurichDayOf(bankRefunds.paidBackAt),
      orderNumber: orders.number,
      paymentMethod: orders.paymentMethod,
      reference: sql<string>`'REFUND-' || ${bankRefunds.id}`,
      party: sql<string>`coalesce(${bankRefunds.payerName}, '')`,
      amountRappen: bankRefunds.amountRappen,
    })
    .from(bankRefunds)
    .innerJoin(orders, eq(orders.id, bankRefunds.orderId))
    .where(and(eq(bankRefunds.status, 'paidBack'), isNotNull(bankRefunds.paidBackAt), withinZurichDays(bankRefunds.paidBackAt, period)))
    .orderBy(asc(bankRefunds.paidBackAt), asc(bankRefunds.id));
  return byDay([...named(online), ...bank]);
}

/** The gift vouchers sold in orders placed in the period and kept (the VAT return's 280), with the codes issued once paid. */
export async function vouchersSoldOf(db: Db, period: BooksPeriod): Promise<BookVoucher[]> {
  const sold = await db
    .select({ id: orders.id, day: zurichDayOf(orders.createdAt), orderNumber: orders.number, amountRappen: orders.voucherSalesRappen })
    .from(orders)
    .where(and(placedIn(period), kept, gt(orders.voucherSalesRappen, 0)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const issued = await db
    .select({ orderId: orderItems.orderId, code: vouchers.code })
    .from(vouchers)
    .innerJoin(orderItems, eq(orderItems.id, vouchers.issuedForOrderItemId))
    .where(
      inArray(
        orderItems.orderId,
        sold.map((order) => order.id),
      ),
    )
    .orderBy(asc(vouchers.id));
  return sold.map(({ id, ...order }) => ({
    ...order,
    codes: issued
      .filter((code) => code.orderId === id)
      .map((code) => code.code)
      .join(' '),
  }));
}

/** The gift vouchers' value codes used as payment by orders in the period. */
export async function vouchersRedeemedOf(db: Db, period: BooksPeriod): Promise<BookVoucher[]> {
  return db
    .select({ day: zurichDayOf(voucherUsages.createdAt), orderNumber: orders.number, codes: vouchers.code, amountRappen: voucherUsages.discountRappen })
    .from(voucherUsages)
    .innerJoin(vouchers, eq(vouchers.id, voucherUsages.voucherId))
    .innerJoin(orders, eq(orders.id, voucherUsages.orderId))
    .where(and(eq(vouchers.kind, 'value'), withinZurichDays(voucherUsages.createdAt, period)))
    .orderBy(asc(voucherUsages.createdAt), asc(voucherUsages.id));
}

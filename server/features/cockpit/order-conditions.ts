import { and, eq, isNotNull, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { BACKLOG_SLICES, type BacklogFilter, INVOICE_AGES, type InvoiceAge, type WaitingReason } from '../../../shared/domain/cockpit/cockpit-rules';
import type { IsoDate } from '../../../shared/domain/calendar/zurich-date';
import { bankRefunds, internalNotes, orderItems, orders, paymentReminders, printJobs } from '../../db/schema';
import { released } from '../production-queue/production-queue';

/*
 * The cockpit's figures as conditions on orders: the cockpit counts the orders each one holds and
 * the orders list filters by the same condition, so a figure and the list it links to agree.
 */

/** What the day-relative conditions need: the Zurich day they are of, and the invoice's days to pay. */
export interface CockpitDay {
  today: IsoDate;
  dueDays: number;
}

/** The Zurich calendar day of a moment. */
export const zurichDay = (moment: SQL | typeof orders.createdAt) => sql`(${moment} at time zone 'Europe/Zurich')::date`;

/** A day count within one range of cockpit-rules (null ends are open). */
const within = (days: SQL, range: { fromDay: number | null; toDay: number | null }) =>
  and(range.fromDay === null ? undefined : sql`${days} >= ${range.fromDay}`, range.toDay === null ? undefined : sql`${days} <= ${range.toDay}`);

/** Placed, not cancelled: what the revenue counts. */
export const counted = ne(orders.status, 'cancelled');

/** An invoice whose money has not come, of an order not cancelled. */
const openInvoice = and(eq(orders.paymentMethod, 'invoice'), isNull(orders.paidAt), counted);

export function invoiceAgeCondition(age: InvoiceAge, day: CockpitDay): SQL | undefined {
  const overdue = sql`(${day.today}::date - (${zurichDay(orders.createdAt)} + ${day.dueDays}::int))`;
  return and(
    openInvoice,
    within(
      overdue,
      INVOICE_AGES.find((bucket) => bucket.age === age)!,
    ),
  );
}

/** The production queue's orders (released, not shipped yet) of one slice of promised days. */
export function backlogCondition(slice: BacklogFilter, day: CockpitDay): SQL | undefined {
  if (slice === 'undated') return and(released, isNull(orders.expectedDelivery));
  const days = sql`(${orders.expectedDelivery} - ${day.today}::date)`;
  return and(
    released,
    isNotNull(orders.expectedDelivery),
    within(
      days,
      BACKLOG_SLICES.find((s) => s.slice === slice)!,
    ),
  );
}

const WAITING: Record<WaitingReason, SQL> = {
  printFileFailed: and(
    notInArray(orders.status, ['shipped', 'cancelled']),
    sql`exists (select 1 from ${orderItems} join ${printJobs} on ${printJobs.orderItemId} = ${orderItems.id} where ${orderItems.orderId} = ${orders.id} and ${printJobs.status} = 'failed')`,
  )!,
  refundOpen: sql`exists (select 1 from ${bankRefunds} where ${bankRefunds.orderId} = ${orders.id} and ${bankRefunds.status} = 'open')`,
  noteFlagged: sql`exists (select 1 from ${internalNotes} where ${internalNotes.orderId} = ${orders.id} and ${internalNotes.flagged})`,
  // Both reminders went out and the invoice is still unpaid: the reminder job listed it for a person.
  remindersExhausted: and(
    isNull(orders.paidAt),
    sql`exists (select 1 from ${paymentReminders} where ${paymentReminders.orderId} = ${orders.id} and ${paymentReminders.step} = 'person')`,
  )!,
};

export const waitingCondition = (reason: WaitingReason): SQL => WAITING[reason];

/*
 * What the back office's cockpit counts, as data: the SQL of server/features/cockpit and the orders
 * list's filters read the same ranges, so a figure and the list it links to always agree.
 */

/** Open invoices by how far past their due date they are: each bucket's first and last day overdue (null: no end). */
export const INVOICE_AGES = [
  { age: 'notDue', fromDay: null, toDay: 0 },
  { age: 'overdue1to30', fromDay: 1, toDay: 30 },
  { age: 'overdue31to60', fromDay: 31, toDay: 60 },
  { age: 'overdueOver60', fromDay: 61, toDay: null },
] as const satisfies readonly { age: string; fromDay: number | null; toDay: number | null }[];
export type InvoiceAge = (typeof INVOICE_AGES)[number]['age'];
export const INVOICE_AGE_KEYS = INVOICE_AGES.map((bucket) => bucket.age) as [InvoiceAge, ...InvoiceAge[]];

/** The production backlog by the promised delivery day, late first: days from today to the promised day. */
export const BACKLOG_SLICES = [
  { slice: 'late', fromDay: null, toDay: -1 },
  { slice: 'today', fromDay: 0, toDay: 0 },
  { slice: 'nextWeek', fromDay: 1, toDay: 7 },
  { slice: 'later', fromDay: 8, toDay: null },
] as const satisfies readonly { slice: string; fromDay: number | null; toDay: number | null }[];
type BacklogSlice = (typeof BACKLOG_SLICES)[number]['slice'];
export const BACKLOG_SLICE_KEYS = BACKLOG_SLICES.map((s) => s.slice) as [BacklogSlice, ...BacklogSlice[]];
/** The backlog's slices as the orders list filters them: the promised days', and the orders promised no day. */
export type BacklogFilter = BacklogSlice | 'undated';
export const BACKLOG_FILTERS: readonly [BacklogFilter, ...BacklogFilter[]] = [...BACKLOG_SLICE_KEYS, 'undated'];

/** Why an order waits for a person: a print file failed its making or preflight, a bank refund is open, a note is flagged. */
export const WAITING_REASONS = ['printFileFailed', 'refundOpen', 'noteFlagged', 'remindersExhausted'] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

/** How many days the cockpit's revenue chart shows, today included. */
export const REVENUE_CHART_DAYS = 30;

/**
 * An order's revenue net of VAT: its total less the gift vouchers sold in it (multi-purpose vouchers are
 * no taxable supply, shown apart) less the VAT it contains. Vouchers redeemed pay an order, they leave its revenue as it is.
 */
export const netRevenueRappen = (order: { totalRappen: number; voucherSalesRappen: number; vatRappen: number }) =>
  order.totalRappen - order.voucherSalesRappen - order.vatRappen;

/** The range (of INVOICE_AGES or BACKLOG_SLICES) a day count falls in. */
export function rangeOf<R extends { fromDay: number | null; toDay: number | null }>(ranges: readonly R[], days: number): R {
  const found = ranges.find((r) => (r.fromDay === null || days >= r.fromDay) && (r.toDay === null || days <= r.toDay));
  if (!found) throw new Error(`no range holds ${days} days`);
  return found;
}

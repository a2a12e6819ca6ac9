import { addCalendarDays, isSwissHoliday } from './swiss-holidays';
import { zurichDate, type IsoDate } from './zurich-date';

/*
 * Swiss working days: Monday to Friday, not a public holiday (swiss-holidays.ts). The shop counts
 * production and transit in working days (domain.md "Dates and delivery"); the order day itself is
 * never one of them, so an order placed on a Friday evening with one day of production is made on
 * Monday.
 */

export function isWorkingDay(date: IsoDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isSwissHoliday(date);
}

/** The date `days` working days after `from` (from itself not counted); 0 gives `from` back. */
export function addWorkingDays(from: IsoDate, days: number): IsoDate {
  let date = from;
  for (let left = days; left > 0;) {
    date = addCalendarDays(date, 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}

export interface DeliveryInput {
  /** The instant the order is placed; its Zurich calendar day is the order day. */
  readonly orderedAt: Date;
  /** Each item's (maximum) production time in working days; the basket waits for the longest. */
  readonly productionDays: readonly number[];
  /** The chosen shipping option's transit days (0 for a pickup). */
  readonly transitDays: number;
}

/**
 * The expected delivery day: the order day plus the basket's longest production plus transit, in
 * Swiss working days. null for an invalid instant.
 */
export function expectedDelivery({ orderedAt, productionDays, transitDays }: DeliveryInput): IsoDate | null {
  const orderDay = zurichDate(orderedAt);
  if (orderDay === null) return null;
  return addWorkingDays(orderDay, Math.max(0, ...productionDays) + Math.max(0, transitDays));
}

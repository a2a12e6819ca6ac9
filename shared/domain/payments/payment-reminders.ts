import { addCalendarDays } from '../calendar/swiss-holidays';
import type { IsoDate } from '../calendar/zurich-date';
import type { OrderStatus } from '../orders/order-status';
import type { PaymentMethod } from './payment-methods';

/*
 * Payment reminders of an invoice left unpaid: a first reminder some days after the invoice's due
 * date, a second one (with a fee) some days after the first, then the order is listed for a person
 * (no third mail: what follows, a call or the debt collector, is a person's decision). Each step
 * gives the customer the period up to the next one to pay.
 */

export const REMINDER_STEPS = ['first', 'second', 'person'] as const;
type ReminderStep = (typeof REMINDER_STEPS)[number];

/** What staff set (shop settings): the periods in calendar days, the second reminder's fee in rappen. */
export interface ReminderSettings {
  /** The first reminder, this many days after the invoice's due date. */
  readonly firstAfterDays: number;
  /** The second reminder, this many days after the first. */
  readonly secondAfterDays: number;
  /** Listed for a person this many days after the second reminder. */
  readonly personAfterDays: number;
  /** Added to the amount due by the second reminder (its QR-bill asks for it). */
  readonly secondFeeRappen: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { firstAfterDays: 10, secondAfterDays: 14, personAfterDays: 14, secondFeeRappen: 2000 };

/** The bounds staff may set: a period of at least a day (a reminder a day after the last is already harsh), a fee of at most CHF 100. */
export const REMINDER_LIMITS = { minDays: 1, maxDays: 90, maxFeeRappen: 10_000 } as const;

/** A step already taken, on its Zurich calendar day. */
interface TakenStep {
  readonly step: ReminderStep;
  readonly on: IsoDate;
}

/** Why an order takes no reminder at all, however late: it is not paid by invoice, it was cancelled, or its money came. */
type Settled = 'notInvoice' | 'cancelled' | 'paid';

export interface ReminderFacts {
  /** The invoice's due date. */
  readonly dueDate: IsoDate;
  /** Why the order needs no reminder (invoiceSettled), or null while its invoice is open. */
  readonly settled: Settled | null;
  readonly taken: readonly TakenStep[];
}

/** Why reminders do not concern an order at all (the first reason that holds), or null while its invoice is open and unpaid. */
export function invoiceSettled(order: { readonly paymentMethod: PaymentMethod; readonly status: OrderStatus; readonly paid: boolean }): Settled | null {
  if (order.paymentMethod !== 'invoice') return 'notInvoice';
  if (order.status === 'cancelled') return 'cancelled';
  return order.paid ? 'paid' : null;
}

/** The next step due today, with the fee it adds and the day by which it asks the customer to pay. */
export interface DueStep {
  readonly step: ReminderStep;
  readonly feeRappen: number;
  readonly payBy: IsoDate;
}

const stepAt = (index: number): ReminderStep | undefined => REMINDER_STEPS[index];

/** Days after the step before (the due date for the first) at which a step comes. */
function waitBefore(step: ReminderStep, settings: ReminderSettings): number {
  if (step === 'first') return settings.firstAfterDays;
  return step === 'second' ? settings.secondAfterDays : settings.personAfterDays;
}

/** Why no step is due today: the order is settled, every step was taken (it is listed for a person), or the next one's day is still to come. */
export type NoStepDue = { readonly none: Settled | 'listedForPerson' } | { readonly none: 'notYet'; readonly step: ReminderStep; readonly on: IsoDate };

/** The step due on `today`, or why there is none. One step per call: a late run takes them one after the other, a period apart. */
export function dueReminder(facts: ReminderFacts, settings: ReminderSettings, today: IsoDate): DueStep | NoStepDue {
  if (facts.settled !== null) return { none: facts.settled };
  const step = stepAt(facts.taken.length);
  if (step === undefined) return { none: 'listedForPerson' };
  const last = facts.taken.at(-1);
  const on = addCalendarDays(last?.on ?? facts.dueDate, waitBefore(step, settings));
  if (today < on) return { none: 'notYet', step, on };
  const following = stepAt(facts.taken.length + 1);
  return {
    step,
    feeRappen: step === 'second' ? settings.secondFeeRappen : 0,
    payBy: addCalendarDays(today, following === undefined ? 0 : waitBefore(following, settings)),
  };
}

/** What the reminders added to the amount due: the fees of the steps taken. */
export function reminderFeesRappen(taken: readonly { readonly feeRappen: number }[]): number {
  return taken.reduce((total, step) => total + step.feeRappen, 0);
}

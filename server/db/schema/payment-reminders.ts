import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REMINDER_STEPS } from '../../../shared/domain/payments/payment-reminders';
import { createdAt, ownedBy, serialId } from './columns';
import { orders } from './orders';

/**
 * The reminder steps an unpaid invoice order went through, one row each: a mail sent (first,
 * second) or listed for a person (step 'person', read by the cockpit while the order is unpaid).
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    step: text('step', { enum: REMINDER_STEPS }).notNull(),
    /** What this step added to the amount due (the second reminder's fee). */
    feeRappen: integer('fee_rappen').notNull().default(0),
    /** The day the reminder asks the money by (Zurich calendar day). */
    payBy: date('pay_by', { mode: 'string' }).notNull(),
    /** The reminder's mail; no foreign key: the clean-up job deletes old mails. */
    outboxId: integer('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_reminders_order_step').on(t.orderId, t.step), index('payment_reminders_step').on(t.step, t.orderId)],
);

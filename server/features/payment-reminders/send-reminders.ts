import { and, asc, eq, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type DueStep,
  dueReminder,
  invoiceSettled,
  type NoStepDue,
  reminderFeesRappen,
  type ReminderSettings,
} from '../../../shared/domain/payments/payment-reminders';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import { invoiceFilename } from '../../../shared/domain/checkout/invoice-number';
import type { Db } from '../../db/database';
import { orders, paymentReminders } from '../../db/schema';
import { serverIntl } from '../../i18n/server-intl';
import { queueMail } from '../../mail/outbox';
import { paymentReminderMail } from '../../mail/templates/payment-reminder';
import { audit, type AuditRecord } from '../audit/audit';
import { invoiceContent, invoiceDueDate } from '../invoice/invoice-content';
import { invoicePdf } from '../invoice/invoice-pdf';
import type { InvoiceConfig } from '../invoice/order-invoice';
import type { OrderRow } from '../orders/order-views';
import { currentShopSettings } from '../shop-settings/shop-settings';
import { staffMailText } from '../mail-texts/mail-texts';

/*
 * The reminder job: each run takes the unpaid invoice orders and, for each, the step of
 * shared/domain/payments/payment-reminders.ts due today. Whether the order is still unpaid is read
 * again with its row locked, in the transaction that writes the step, its mail and its audit entry:
 * the bank file and staff lock the same row to mark it paid, so an order paid a moment before gets
 * no reminder, however it was paid. Staff's bulk action (remind-now.ts) takes the same step at once.
 */

export const REMINDER_QUEUE = 'payment-reminders';

export interface ReminderDeps {
  db: Db;
  now: () => Date;
  config: InvoiceConfig & { PUBLIC_URL: string };
  log: FastifyBaseLogger;
}

/** Orders looked at per run at most; the next run takes the rest. */
const BATCH = 500;

/** Unpaid invoice orders not yet handed to a person whose invoice is past due (the domain decides the rest). */
async function candidates(db: Db, now: Date, dueDays: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'invoice'),
        isNull(orders.paidAt),
        ne(orders.status, 'cancelled'),
        lt(orders.createdAt, sql`${now}::timestamptz - make_interval(days => ${dueDays}::int)`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentReminders)
            .where(and(eq(paymentReminders.orderId, orders.id), eq(paymentReminders.step, 'person'))),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** The reminder's mail with its PDF: the invoice again, titled as the reminder, the fees added to the amount due and its QR-bill. */
async function reminderMail(deps: ReminderDeps, tx: Db, order: OrderRow, due: DueStep & { step: 'first' | 'second' }, feesRappen: number) {
  const { config } = deps;
  const content = await invoiceContent(tx, order, config.company, config.PAYMENT_DUE_DAYS);
  const amountRappen = content.amountDueRappen + feesRappen;
  const pdf = await invoicePdf(
    { ...content, dueDate: due.payBy, amountDueRappen: amountRappen, reminder: { step: due.step, feesRappen } },
    config.QR_IBAN,
    order.language,
  );
  const word = serverIntl(order.language).formatMessage({ id: 'document.invoiceFileWord' });
  return paymentReminderMail({
    to: order.email,
    locale: order.language,
    addressee: order.billingAddress,
    number: order.number,
    step: due.step,
    amountRappen,
    feeRappen: due.feeRappen,
    payBy: due.payBy,
    pdf: { filename: invoiceFilename(word, order.number, order.createdAt), contentType: 'application/pdf', content: pdf },
    link: order.customerId === null ? null : `${config.PUBLIC_URL}/${order.language}/selfcare/orders/${order.id}`,
    sender: config.company,
    staffText: await staffMailText(tx, `reminder.${due.step}`, order.language),
  });
}

/**
 * The step due for one order, taken in one transaction with the order locked and audited as `by`'s
 * (null: the job's); answers the step taken, or why none was due.
 */
export async function remindOrder(
  deps: ReminderDeps,
  settings: ReminderSettings,
  orderId: number,
  { now, by }: { now: Date; by: AuditRecord['by'] },
): Promise<DueStep | NoStepDue> {
  const today = zurichDate(now);
  if (today === null) throw new Error('the clock is not a valid time');
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    // Orders are never deleted (anonymised at most): a missing one is a caller's mistake.
    if (!order) throw new Error(`no order ${orderId}`);
    const taken = await tx.select().from(paymentReminders).where(eq(paymentReminders.orderId, orderId)).orderBy(asc(paymentReminders.id));
    const due = dueReminder(
      {
        dueDate: invoiceDueDate(order, deps.config.PAYMENT_DUE_DAYS),
        settled: invoiceSettled({ paymentMethod: order.paymentMethod, status: order.status, paid: order.paidAt !== null }),
        taken: taken.map((row) => ({ step: row.step, on: zurichDate(row.createdAt) ?? today })),
      },
      settings,
      today,
    );
    if ('none' in due) return due;
    const feesRappen = reminderFeesRappen(taken) + due.feeRappen;
    const step = due.step;
    const outboxId = step === 'person' ? null : await queueMail(tx, await reminderMail(deps, tx, order, { ...due, step }, feesRappen), order.id);
    await tx.insert(paymentReminders).values({ orderId, step, feeRappen: due.feeRappen, payBy: due.payBy, outboxId, createdAt: now });
    await audit(tx, {
      by,
      action: `order.reminder.${step}`,
      subjectType: 'order',
      subjectId: orderId,
      after: { step, feeRappen: due.feeRappen, payBy: due.payBy, amountDueRappen: order.totalRappen - order.paidByVouchersRappen + feesRappen },
      at: now,
    });
    return due;
  });
}

/** One run of the reminder job: answers how many orders took a step. */
export async function sendPaymentReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const settings = await currentShopSettings(deps.db);
  let count = 0;
  for (const id of await candidates(deps.db, now, deps.config.PAYMENT_DUE_DAYS)) {
    if (!('none' in (await remindOrder(deps, settings.reminders, id, { now, by: null })))) count += 1;
  }
  if (count > 0) deps.log.info({ count }, 'payment reminders');
  return count;
}

import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '../../../shared/api/admin-mails';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every e-mail of the shop, written here first with its job of the job engine (an order's in the
 * order's own transaction) and delivered by the mail worker, so a mail server that is down, or a
 * process that dies, loses none. The row is the state staff see; the job decides when it is tried.
 * pending: waiting for a try; sending: a try is on it (taken again when the try expires); sent;
 * kept: no SMTP server configured (embedded mode), the mail stays here and in the log; failed:
 * refused too often or for good, for staff to see and send again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    /** Null until written: an order's confirmation is written by the worker from the order (see orderId). */
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** The text as the recipient received it, with its secrets masked: kept for staff after the content goes. */
    receivedText: text('received_text'),
    /** Files sent along (e.g. the QR-bill PDF), base64. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string; cid?: string }[]>(),
    /** The order whose confirmation this is. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A guest order's access token for the mail's link, until the mail is written (only its hash is kept on the order). */
    orderAccessToken: text('order_access_token'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Read by nothing since the job engine keeps the next try's time (mail_outbox_due with it): to drop in a migration. */
    sendAfter: at('send_after').notNull().defaultNow(),
    /** Why the mail server refused the last attempt. */
    sendError: text('send_error'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.sendAfter),
    index('mail_outbox_order').on(t.orderId),
    // The clean-up job's sweep: finished mails by status and age.
    index('mail_outbox_status_updated').on(t.status, t.updatedAt),
  ],
);

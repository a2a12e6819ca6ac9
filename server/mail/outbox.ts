import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Transaction } from '../db/database';
import { mailOutbox } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { type QueueState, readQueueState } from '../jobs/queue-state';
import type { Mail, MailAttachment } from './mail';
import { receivedText } from './received-text';

/*
 * The outbox keeps each mail and its state for staff (sent, kept, failed and why); the job engine's
 * queue `mail` carries one job per row, written in the same transaction, and drives its delivery:
 * tries with back-off, a try whose process died expires and is taken again. Delivery is at least
 * once: a process killed after the mail server took a mail but before it was marked sent sends it
 * again.
 */

/** The job of a row: deliver it. */
export interface MailJob {
  outboxId: number;
}

export const MAIL_QUEUE = 'mail';
/** About a day of tries: 30 s, 1 min, 2 min ... doubling (pg-boss's back-off, with jitter). */
export const MAIL_MAX_ATTEMPTS = 12;

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How the outbox keeps attachments (base64 in jsonb). */
function storedAttachments(attachments: MailAttachment[] | undefined) {
  return (
    attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      contentBase64: a.content.toString('base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })) ?? null
  );
}

export function mailOfRow(row: OutboxRow): Mail | null {
  if (row.subject === null || row.textBody === null || row.htmlBody === null) return null;
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: (row.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}

/** Queues a written mail; inside the caller's transaction when given one. An order's mails name it (the staff's order page lists them). */
export function queueMail(db: Db | Transaction, mail: Mail, orderId: number | null = null): Promise<number> {
  return queueRow(db, {
    recipient: mail.to,
    orderId,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    receivedText: receivedText(mail),
    attachments: storedAttachments(mail.attachments),
  });
}

/** The row and its job in one transaction (a savepoint inside the caller's). */
function queueRow(db: Db | Transaction, values: typeof mailOutbox.$inferInsert): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
    const outboxId = (row as { id: number }).id;
    await enqueue(tx, MAIL_QUEUE, { outboxId } satisfies MailJob);
    return outboxId;
  });
}

/** Queues the confirmation of an order, in the order's transaction: it is written from the order when sent. */
export async function queueOrderConfirmation(tx: Db | Transaction, order: { id: number; email: string }, accessToken: string | null): Promise<void> {
  await queueRow(tx, { recipient: order.email, orderId: order.id, orderAccessToken: accessToken });
}

/** A try of a mail's job takes its row: sending, one attempt more; null when it needs none (sent, kept, failed, gone). */
export async function startSending(db: Db, id: number, now: Date): Promise<OutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, updatedAt: now })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'sending'])))
    .returning();
  return row ?? null;
}

/** Keeps the written mail on its row (the access token is then only in the mail's link). */
export async function storeWritten(db: Db, id: number, mail: Mail): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      receivedText: receivedText(mail),
      attachments: storedAttachments(mail.attachments),
      orderAccessToken: null,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * What a sent mail's row keeps: recipient, subject, status, times and the masked text for the
 * staff's record, never the body, whose links carry access tokens and reset keys, nor the attachments.
 */
const withoutContent = { textBody: null, htmlBody: null, attachments: null, orderAccessToken: null } as const;

/**
 * Sent: the content goes in the same update, so no sent mail keeps its links. Kept (no mail
 * server): the row is the only copy, read by whoever runs the shop; the clean-up job clears it later.
 */
export async function finishMail(db: Db, id: number, status: 'sent' | 'kept', now: Date): Promise<void> {
  const content = status === 'sent' ? withoutContent : {};
  await db
    .update(mailOutbox)
    .set({ status, sendError: null, sentAt: status === 'sent' ? now : null, updatedAt: now, ...content })
    .where(eq(mailOutbox.id, id));
}

/**
 * A refused attempt waits for its job's next try; after the last (`final`), or at once when the
 * mail server refused for good (a 5xx answer: the mailbox does not exist), the mail stays failed
 * for staff to see (who, what, why) and to send again: it keeps its content until the clean-up
 * job's kept-content days have passed, as a kept mail does.
 */
export async function failMail(db: Db, id: number, error: string, now: Date, final: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: final ? 'failed' : 'pending', sendError: error.slice(0, 2000), updatedAt: now })
    .where(eq(mailOutbox.id, id));
}

/**
 * The outbox as the metrics' scrape sees it: undelivered and given-up mails by state (a pending mail
 * that was refused before is retrying), and the age of the oldest undelivered one by the database's
 * clock, which wrote it. One pass over the due index's few rows; sent and kept mails are not read.
 */
export function outboxState(db: Db): Promise<QueueState> {
  return readQueueState(db, mailOutbox, {
    unfinished: sql`${mailOutbox.status} IN ('pending', 'sending', 'failed')`,
    states: ['pending', 'retrying', 'sending', 'failed'],
    givenUp: 'failed',
  });
}

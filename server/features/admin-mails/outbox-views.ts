import { and, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MailDetail, MailListQuery, MailSummary } from '../../../shared/api/admin-mails';
import type { Db } from '../../db/database';
import { containing } from '../../db/like-pattern';
import { mailOutbox, orders } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { maskSecrets } from '../../mail/received-text';

const summaryColumns = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  sendError: mailOutbox.sendError,
  orderId: orders.id,
  orderNumber: orders.number,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  canRetry: sql<boolean>`${retryable()}`.mapWith(Boolean),
};

/** A failed mail that can go again: it still has its text, or is an order confirmation not yet written (written from the order when sent). */
export function retryable(): SQL {
  return and(eq(mailOutbox.status, 'failed'), or(isNotNull(mailOutbox.textBody), and(isNull(mailOutbox.subject), isNotNull(mailOutbox.orderId)))) as SQL;
}

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  id: number;
  recipient: string;
  subject: string | null;
  status: MailSummary['status'];
  attempts: number;
  sendError: string | null;
  orderId: number | null;
  orderNumber: string | null;
  createdAt: Date;
  sentAt: Date | null;
  canRetry: boolean;
};

function summary(row: SummaryRow): MailSummary {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    sendError: row.sendError,
    order: row.orderId === null || row.orderNumber === null ? null : { id: row.orderId, number: row.orderNumber },
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    canRetry: row.canRetry,
  };
}

/** The outbox, newest first, for the staff's mail page. */
export async function outboxMails(db: Db, query: MailListQuery): Promise<MailSummary[]> {
  const text = query.q ? containing(query.q) : null;
  const rows = await db
    .select(summaryColumns)
    .from(mailOutbox)
    .leftJoin(orders, eq(orders.id, mailOutbox.orderId))
    .where(
      and(
        query.status ? eq(mailOutbox.status, query.status) : undefined,
        text ? or(sql`lower(${mailOutbox.recipient}) like ${text}`, sql`lower(${mailOutbox.subject}) like ${text}`) : undefined,
        query.before ? lt(mailOutbox.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(query.limit);
  return (rows as SummaryRow[]).map(summary);
}

export async function outboxMail(db: Db, id: number): Promise<MailDetail> {
  const [row] = await db
    .select({ ...summaryColumns, receivedText: mailOutbox.receivedText })
    .from(mailOutbox)
    .leftJoin(orders, eq(orders.id, mailOutbox.orderId))
    .where(eq(mailOutbox.id, id));
  if (!row) throw notFound('mail');
  // Masked again as shown: a row written before a kind of secret was masked (gift-voucher codes) must not show it either.
  return { ...summary(row as SummaryRow), receivedText: row.receivedText === null ? null : maskSecrets(row.receivedText) };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { JobTry } from '../jobs/job-engine';
import type { Mail } from './mail';
import { failMail, finishMail, type MailJob, mailOfRow, startSending, storeWritten } from './outbox';
import type { MailTransport } from './transport';

export interface MailWorkerDeps {
  db: Db;
  /** The mail server; null without one (embedded mode): mails are kept in the outbox table (the log names them only). */
  transport: MailTransport | null;
  /** Writes the confirmation mail of an order from the stored order. */
  writeOrderConfirmation(orderId: number, accessToken: string | null): Promise<Mail>;
  log: FastifyBaseLogger;
  /** The app's clock (app.now). */
  now: () => Date;
}

/**
 * What the log may say about a mail: its outbox id, the recipient's domain and the subject. Never
 * the address, the body or a link: bodies carry guest order tokens and new-password keys, and logs
 * are kept and shipped far longer and wider than the outbox row.
 */
function mailLogFields(outboxId: number, mail: Pick<Mail, 'to' | 'subject'>) {
  const at = mail.to.lastIndexOf('@');
  return { outboxId, toDomain: at >= 0 ? mail.to.slice(at + 1).toLowerCase() : null, subject: mail.subject };
}

/** The mail server's answer was permanent (SMTP 5xx): trying again the same way cannot succeed. */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * One try of a mail's job: writes an order's confirmation when the row has no content yet, then
 * sends the mail (or keeps it, without a mail server). A refused try throws, so the job engine
 * tries again after its back-off; the last, or a refusal for good, leaves the row failed for staff.
 */
export async function deliverMail(deps: MailWorkerDeps, job: JobTry<MailJob>): Promise<void> {
  const { now } = deps;
  const row = await startSending(deps.db, job.data.outboxId, now());
  if (!row) return;
  try {
    let mail = mailOfRow(row);
    if (!mail) {
      if (row.orderId === null) throw new Error('a mail with neither content nor order');
      mail = await deps.writeOrderConfirmation(row.orderId, row.orderAccessToken);
      await storeWritten(deps.db, row.id, mail);
    }
    if (deps.transport) {
      const messageId = await deps.transport.send(mail, job.handedBack);
      await finishMail(deps.db, row.id, 'sent', now());
      deps.log.info({ ...mailLogFields(row.id, mail), messageId }, 'mail sent');
    } else {
      await finishMail(deps.db, row.id, 'kept', now());
      deps.log.info(mailLogFields(row.id, mail), 'mail kept in the outbox table (no SMTP_URL); read it there');
    }
  } catch (error) {
    const forGood = refusedForGood(error);
    deps.log.warn({ err: error, outboxId: row.id, attempt: row.attempts }, 'mail not sent; it stays in the outbox and is tried again');
    await failMail(deps.db, row.id, error instanceof Error ? error.message : String(error), now(), job.final || forGood);
    // Refused for good, the job is done: trying again the same way cannot succeed.
    if (!forGood) throw error;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { type Poller, startPoller } from '../jobs/poller';
import type { Mail } from './mail';
import { claimNextMail, failMail, finishMail, mailOfRow, storeWritten } from './outbox';
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

/** Delivers the due mails one after the other until none is left; answers how many it handled. */
export async function deliverDueMails(deps: MailWorkerDeps): Promise<number> {
  const { now } = deps;
  let handled = 0;
  for (let row = await claimNextMail(deps.db, now()); row; row = await claimNextMail(deps.db, now())) {
    handled += 1;
    try {
      let mail = mailOfRow(row);
      if (!mail) {
        if (row.orderId === null) throw new Error('a mail with neither content nor order');
        mail = await deps.writeOrderConfirmation(row.orderId, row.orderAccessToken);
        await storeWritten(deps.db, row.id, mail);
      }
      if (deps.transport) {
        const messageId = await deps.transport.send(mail);
        await finishMail(deps.db, row.id, 'sent', now());
        deps.log.info({ ...mailLogFields(row.id, mail), messageId }, 'mail sent');
      } else {
        await finishMail(deps.db, row.id, 'kept', now());
        deps.log.info(mailLogFields(row.id, mail), 'mail kept in the outbox table (no SMTP_URL); read it there');
      }
    } catch (error) {
      deps.log.warn({ err: error, outboxId: row.id, attempt: row.attempts }, 'mail not sent; it stays in the outbox and is tried again');
      await failMail(deps.db, row, error instanceof Error ? error.message : String(error), now(), refusedForGood(error));
    }
  }
  return handled;
}

/** One mail worker per server process: it polls the outbox, and a queued mail wakes it. */
export function startMailWorker(deps: MailWorkerDeps, pollMs: number): Poller {
  return startPoller(() => deliverDueMails(deps), pollMs, deps.log, 'mail outbox');
}

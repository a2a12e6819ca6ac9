import { and, eq } from 'drizzle-orm';
import type { MailSummary } from '../../../shared/api/admin-mails';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { enqueue } from '../../jobs/enqueue';
import { MAIL_QUEUE, type MailJob } from '../../mail/outbox';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import type { StaffActor } from '../../http/require-staff';
import { outboxMail, retryable } from './outbox-views';

interface RetryContext {
  db: Db;
  now: Date;
  locale: Locale;
}

/**
 * A failed mail gets a new job at once, with a fresh count of attempts (the mail
 * server may have refused it for a day). Only while it still has its content: the clean-up job
 * clears that after the kept-content days. Answers with the mail as the retry left it, read in the
 * same transaction: once it commits the mail worker may take it at once.
 */
export async function retryMail(ctx: RetryContext, by: StaffActor, id: number): Promise<MailSummary> {
  const before = await outboxMail(ctx.db, id);
  const row = await ctx.db.transaction(async (tx) => {
    const [retried] = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, sendError: null, updatedAt: ctx.now })
      .where(and(eq(mailOutbox.id, id), retryable()))
      .returning({ id: mailOutbox.id });
    if (!retried) return null;
    await enqueue(tx, MAIL_QUEUE, { outboxId: retried.id } satisfies MailJob);
    return outboxMail(tx, retried.id);
  });
  if (!row)
    throw new HttpError(
      'conflict',
      serverIntl(ctx.locale).formatMessage({ id: before.status === 'failed' ? 'admin.mails.contentGone' : 'admin.mails.notFailed' }),
    );
  await audit(ctx.db, {
    by,
    action: 'mail.retry',
    subjectType: 'mail',
    subjectId: id,
    before: { status: before.status, sendError: before.sendError },
    after: { status: 'pending' },
    at: ctx.now,
  });
  const { receivedText: _, ...after } = row;
  return after;
}

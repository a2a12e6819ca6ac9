import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  storedWebhookFailure,
  storedWebhookRefusal,
  WEBHOOK_REFUSALS,
  type WebhookRefusal,
  webhookRefusal,
  webhookStatusFailure,
} from '../../../shared/domain/partners/webhook-failures';
import { nextWebhookTry, WEBHOOK_LOCAL_HOSTS, webhookRunStart, webhookUrlRefusal } from '../../../shared/domain/partners/webhooks';
import type { Db } from '../../db/database';
import { partners, partnerWebhookDeliveries, type WebhookAttempt } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import type { JobTry } from '../../jobs/job-engine';
import { pinnedRequest } from '../../safe-fetch/pinned-request';
import { OutboundRefusal, publicTarget } from '../../safe-fetch/public-target';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature';
import { WEBHOOK_QUEUE, type WebhookJob } from './webhook-events';

export interface WebhookWorkerDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The app's clock (app.now): the tries' times and the back-off are read from it. */
  now: () => Date;
  /** How long a receiver may take to answer (10 s). */
  timeoutMs: number;
  /** Plain http to localhost (tests, development). */
  allowLocalHttp: boolean;
  /** 0 to 1; Math.random but in tests. */
  random: () => number;
}

/** An attempt's error kept for staff, at most this long. */
const ERROR_LENGTH = 500;
/** Attempts a delivery's row keeps (the newest); a replay of one given up adds more. */
const KEPT_ATTEMPTS = 50;

/** A try left delivering this long ago died with its process (a try takes the receiver's timeout at most). */
const STALE_TRY_MS = 60_000;

/**
 * A try takes its row: delivering; null when it needs none (delivered, given up, gone) or another
 * try is on it (a second job of the row, after a replay of a waiting one).
 */
async function takeDelivery(db: Db, id: number, now: Date) {
  const d = partnerWebhookDeliveries;
  const [row] = await db
    .update(d)
    .set({ status: 'delivering', nextTryAt: null, updatedAt: now })
    .where(and(eq(d.id, id), or(eq(d.status, 'pending'), and(eq(d.status, 'delivering'), lt(d.updatedAt, new Date(now.getTime() - STALE_TRY_MS))))))
    .returning();
  if (!row) return null;
  const [partner] = await db.select({ url: partners.webhookUrl, secret: partners.webhookSecret }).from(partners).where(eq(partners.id, row.partnerId));
  return { row, partner: partner ?? null };
}

/** A try's result; permanent when trying again cannot help (our own rules refused the URL), so the delivery fails at once. */
type Outcome = Omit<WebhookAttempt, 'at' | 'ms'> & { permanent?: boolean };

/** A URL our own checks refused: its code stored (its reader words it), failed at once when no later try can pass. */
const refused = (reason: WebhookRefusal): Outcome => ({ statusCode: null, error: storedWebhookRefusal(reason), permanent: WEBHOOK_REFUSALS[reason].permanent });

/**
 * Posts the body to the receiver: the partner's URL and secret as they are now (a rolled secret
 * signs the next try), only to a public address (server/safe-fetch: resolved once, checked, the
 * connection pinned to it). A redirect is not followed: it would send the event where the partner
 * never said, maybe inside our network. The answer's body is not read.
 */
async function post(deps: WebhookWorkerDeps, url: string | null, secret: string, eventId: string, body: string): Promise<Outcome> {
  if (url === null) return { statusCode: null, error: storedWebhookFailure('noUrl') };
  if (webhookUrlRefusal(url, deps.allowLocalHttp) !== null) return refused('notHttps');
  const deadline = AbortSignal.timeout(deps.timeoutMs);
  try {
    const target = await publicTarget({ loopbackHosts: deps.allowLocalHttp ? WEBHOOK_LOCAL_HOSTS : [] }, url, deadline);
    // Signed at the wall clock's time, not the app's (a staging shop's clock may run elsewhere): the receiver compares it with its own.
    const signature = signatureHeader(secret, body, new Date());
    const response = await pinnedRequest(target, {
      method: 'POST',
      signal: deadline,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Printshop-Webhooks/1',
        [SIGNATURE_HEADER]: signature,
        [EVENT_ID_HEADER]: eventId,
      },
      body,
    });
    response.destroy();
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return { statusCode: status, error: null };
    return { statusCode: status, error: webhookStatusFailure(status) };
  } catch (error) {
    if (deadline.aborted) return { statusCode: null, error: storedWebhookFailure('timeout', deps.timeoutMs / 1000) };
    const reason = error instanceof OutboundRefusal ? webhookRefusal(error.reason) : null;
    if (reason) return refused(reason);
    return { statusCode: null, error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH) };
  }
}

/**
 * One try of a delivery's job: posts the event, then records the attempt and, when it failed,
 * writes the next try's job after the back-off (shared/domain/partners/webhooks.ts), or gives up
 * once that would be past the delivery's give-up moment, or at once when the URL was refused by its
 * address class (a private or metadata address stays one; a DNS failure or a timeout may pass). A try whose process died leaves the row
 * delivering: its job expires and the job engine runs it again.
 */
export async function deliverWebhook(deps: WebhookWorkerDeps, job: JobTry<WebhookJob>): Promise<void> {
  const taken = await takeDelivery(deps.db, job.data.deliveryId, deps.now());
  if (!taken) return;
  const { row, partner } = taken;
  const started = Date.now();
  const { permanent = false, ...outcome } = await post(deps, partner?.url ?? null, partner?.secret ?? '', row.eventId, row.body);
  const now = deps.now();
  const attempt: WebhookAttempt = { at: now.toISOString(), ms: Date.now() - started, ...outcome };
  const delivered = outcome.error === null;
  // Counted since the delivery was written or sent again (its give-up moment's start): a replay starts the back-off anew.
  const since = webhookRunStart(row.giveUpAt).toISOString();
  const failedTries = row.attempts.filter((a) => a.error !== null && a.at >= since).length + 1;
  const next = delivered || permanent ? null : nextWebhookTry(failedTries, now, row.giveUpAt, deps.random());
  await deps.db.transaction(async (tx) => {
    await tx
      .update(partnerWebhookDeliveries)
      .set({
        status: delivered ? 'delivered' : next ? 'pending' : 'failed',
        attempts: [...row.attempts, attempt].slice(-KEPT_ATTEMPTS),
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        nextTryAt: next,
        deliveredAt: delivered ? now : null,
        updatedAt: now,
      })
      .where(eq(partnerWebhookDeliveries.id, row.id));
    // The wait by the wall clock, which the job engine reads (the app's may be a staging shop's).
    if (next)
      await enqueue(tx, WEBHOOK_QUEUE, { deliveryId: row.id } satisfies WebhookJob, { startAfter: new Date(Date.now() + next.getTime() - now.getTime()) });
  });
  if (!delivered)
    deps.log.warn(
      { deliveryId: row.id, partnerId: row.partnerId, statusCode: outcome.statusCode, error: outcome.error, givenUp: next === null },
      'webhook not delivered',
    );
}

import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import { deliverWebhook, type WebhookWorkerDeps } from './deliver-webhook';
import { WEBHOOK_QUEUE, type WebhookJob } from './webhook-events';

interface WebhookService {
  /** Starts delivering written events now, e.g. after a transaction that wrote one committed. */
  wake(): void;
  /** Tries every due delivery now and waits for it (tests); with ignoreBackoff also those waiting out a back-off. */
  flush(options?: { ignoreBackoff?: boolean }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    partnerWebhooks: WebhookService;
  }
}

/**
 * Delivers partners' webhook events from their outbox (webhook-events.ts) on the job engine, as the
 * mails are: one job per try, in any process that works the queue. The back-off between tries is
 * the feature's own (deliver-webhook.ts writes the next try's job); the engine's retries only take
 * again a try whose process died (it expires after a minute: the receiver has ten seconds).
 */
export default fp<{ config: Config }>(
  async function partnerWebhooks(app, { config }) {
    const deps: WebhookWorkerDeps = {
      db: app.db,
      log: app.log.child({ feature: 'partner-webhooks' }),
      now: app.now,
      timeoutMs: config.PARTNER_WEBHOOK_TIMEOUT_MS,
      allowLocalHttp: config.PARTNER_WEBHOOK_LOCAL_HTTP,
      random: Math.random,
    };
    const queue = await app.jobs.queue<WebhookJob>({ name: WEBHOOK_QUEUE, retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 }, (job) =>
      deliverWebhook(deps, job),
    );
    app.decorate<WebhookService>('partnerWebhooks', { wake: () => queue.wake(), flush: (options) => queue.flush(options) });
    if (config.PARTNER_WEBHOOK_POLL_MS > 0) {
      app.addHook('onReady', async () => {
        await queue.work(config.PARTNER_WEBHOOK_POLL_MS);
      });
    }
  },
  { name: 'partner-webhooks', dependencies: ['database', 'auth', 'jobs'] },
);

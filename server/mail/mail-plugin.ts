import fp from 'fastify-plugin';
import type { JobRuns } from '../jobs/job-engine';
import type { Mail } from './mail';
import { deliverMail, type MailWorkerDeps } from './mail-worker';
import { MAIL_MAX_ATTEMPTS, MAIL_QUEUE, type MailJob, queueMail } from './outbox';
import { smtpTransport } from './transport';

interface MailService {
  /** Keeps a written mail in the outbox and starts its delivery. */
  queue(mail: Mail): Promise<void>;
  /** Starts delivering queued mails now, e.g. after a transaction that queued one committed. */
  wake(): void;
  /** Delivers every due mail now and waits for it (tests, and hosts without a worker); with ignoreBackoff also those waiting to be tried again. */
  flush(options?: { ignoreBackoff?: boolean }): Promise<void>;
  /** The tries of this process's worker; null where it runs none. */
  runs(): JobRuns | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

interface MailPluginOptions {
  /** Without one, mails are kept in the outbox table (embedded mode). */
  smtpUrl: string | undefined;
  from: string;
  /** How often the worker looks for due mails; 0 runs no worker in this process (another host delivers). */
  pollMs: number;
  writeOrderConfirmation: MailWorkerDeps['writeOrderConfirmation'];
}

/** The shop's e-mail: every mail goes through the outbox table to the worker of this (or another) process. */
export default fp<MailPluginOptions>(
  async function mail(app, options) {
    const transport = options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : null;
    // The app's clock (tests move it): sent_at and the retention of sent mails are read from it.
    const deps: MailWorkerDeps = {
      db: app.db,
      transport,
      writeOrderConfirmation: options.writeOrderConfirmation,
      log: app.log.child({ feature: 'mail' }),
      now: app.now,
    };
    // A try that hangs (a mail server that never answers) expires after two minutes and is taken again.
    const queue = await app.jobs.queue<MailJob>({ name: MAIL_QUEUE, retryLimit: MAIL_MAX_ATTEMPTS - 1, retryDelaySeconds: 30, expireInSeconds: 120 }, (job) =>
      deliverMail(deps, job),
    );
    app.decorate<MailService>('mail', {
      async queue(written) {
        await queueMail(app.db, written);
        queue.wake();
      },
      wake: () => queue.wake(),
      flush: (flushOptions) => queue.flush(flushOptions),
      runs: () => queue.runs(),
    });
    if (options.pollMs > 0) {
      app.addHook('onReady', async () => {
        await queue.work(options.pollMs);
      });
    }
    app.addHook('onClose', async () => {
      transport?.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'auth', 'jobs'] },
);

import fp from 'fastify-plugin';
import type { Poller, PollerRuns } from '../jobs/poller';
import type { Mail } from './mail';
import { deliverDueMails, type MailWorkerDeps, startMailWorker } from './mail-worker';
import { queueMail } from './outbox';
import { smtpTransport } from './transport';

interface MailService {
  /** Keeps a written mail in the outbox and starts its delivery. */
  queue(mail: Mail): Promise<void>;
  /** Starts delivering queued mails now, e.g. after a transaction that queued one committed. */
  wake(): void;
  /** Delivers every due mail now and waits for it (tests, and hosts without a worker). */
  flush(): Promise<void>;
  /** The passes of this process's worker; null where it runs none. */
  runs(): PollerRuns | null;
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
    let worker: Poller | null = null;
    app.decorate<MailService>('mail', {
      async queue(written) {
        await queueMail(app.db, written);
        worker?.wake();
      },
      wake: () => worker?.wake(),
      flush: async () => {
        if (worker) await worker.flush();
        else await deliverDueMails(deps);
      },
      runs: () => worker?.runs() ?? null,
    });
    if (options.pollMs > 0) {
      app.addHook('onReady', async () => {
        worker = startMailWorker(deps, options.pollMs);
      });
    }
    app.addHook('onClose', async () => {
      await worker?.stop();
      transport?.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'auth'] },
);

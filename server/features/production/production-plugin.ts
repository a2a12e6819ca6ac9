import fp from 'fastify-plugin';
import { originalLoader } from './load-original';
import type { Poller } from '../../jobs/poller';
import { startPrintWorker } from './print-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The print-file worker of this process, or null where PRINT_WORKER_POLL_MS is 0 (web-only hosts). */
    printWorker: Poller | null;
  }
}

/** Starts the print-file worker once the server is ready and stops it (finishing its job) on close. */
export default fp<{ pollMs: number; retryBaseMs: number }>(
  async function production(app, { pollMs, retryBaseMs }) {
    app.decorate('printWorker', null);
    if (pollMs <= 0) return;
    app.addHook('onReady', async () => {
      app.printWorker = startPrintWorker(
        {
          db: app.db,
          storage: app.images.storage,
          loadOriginal: originalLoader(app.images),
          log: app.log.child({ feature: 'print-files' }),
          now: app.now,
          retryBaseMs,
        },
        pollMs,
      );
    });
    app.addHook('onClose', async () => {
      await app.printWorker?.stop();
    });
  },
  { name: 'production', dependencies: ['database', 'images'] },
);

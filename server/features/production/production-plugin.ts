import fp from 'fastify-plugin';
import type { JobQueue } from '../../jobs/job-engine';
import { originalLoader } from './load-original';
import { MAX_ATTEMPTS, PRINT_EXPIRE_SECONDS, PRINT_QUEUE, type PrintJob } from '../../jobs/print-file-jobs';
import { runPrintJob } from './print-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The print-file queue; this process works it unless PRINT_WORKER_POLL_MS is 0 (web-only hosts). */
    printFiles: JobQueue;
  }
}

/** The print-file queue on the job engine, worked once the server is ready (the engine stops it, finishing its job, on close). */
export default fp<{ pollMs: number; retryBaseMs: number }>(
  async function production(app, { pollMs, retryBaseMs }) {
    const deps = {
      db: app.db,
      storage: app.images.storage,
      loadOriginal: originalLoader(app.images),
      log: app.log.child({ feature: 'print-files' }),
      now: app.now,
    };
    // pg-boss counts its back-off in whole seconds.
    const definition = {
      name: PRINT_QUEUE,
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelaySeconds: Math.max(1, Math.round(retryBaseMs / 1000)),
      expireInSeconds: PRINT_EXPIRE_SECONDS,
    };
    app.decorate('printFiles', await app.jobs.queue<PrintJob>(definition, (job) => runPrintJob(deps, job)));
    if (pollMs > 0) {
      app.addHook('onReady', async () => {
        await app.printFiles.work(pollMs);
      });
    }
  },
  { name: 'production', dependencies: ['database', 'images', 'jobs'] },
);

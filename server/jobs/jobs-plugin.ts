import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { type JobEngine, startJobEngine } from './job-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine (pg-boss) on the app's database; features make their queues on it. */
    jobs: JobEngine;
  }
}

/**
 * Starts the job engine with the app and stops it when a drain begins (its tries in flight get the
 * drain's period), or else when the app begins to close, before the features close what their jobs
 * use (the mail transport, the database): a try in flight finishes or is handed back. Jobs are
 * still enqueued while requests finish (enqueue.ts needs no engine); another process, or the next
 * one, works them.
 */
export default fp<{ database: Pick<Database, 'executeSql'> }>(
  async function jobs(app, { database }) {
    const engine = await startJobEngine(database, app.log.child({ feature: 'jobs' }));
    app.decorate('jobs', engine);
    app.onDrain((periodMs) => engine.stop(periodMs));
    app.addHook('preClose', async () => {
      await engine.stop();
    });
  },
  { name: 'jobs', dependencies: ['database', 'draining'] },
);

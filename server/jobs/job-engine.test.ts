import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { JOB_SCHEMA } from './enqueue';
import { type JobEngine, startJobEngine } from './job-engine';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const queues = ['mails', 'print-files', 'partner-webhooks', 'payment-reminders', 'cleanup', 'backups'];

async function startWithQueues(): Promise<JobEngine> {
  const engine = await startJobEngine(database, pino({ level: 'silent' }));
  for (const name of queues) await engine.queue({ name, retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 60 }, async () => undefined);
  return engine;
}

// One round is enough to race: four engines making the same queues deadlock many times, and PostgreSQL
// takes its deadlock_timeout (1 s) to find each one, so the round takes ~11 s on a quiet host.
test(
  'several processes starting at once on a new database all make their queues (pg-boss deadlocks between them are tried again)',
  { timeout: 120_000 },
  async () => {
    await database.executeSql(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
    const engines = await Promise.all([startWithQueues(), startWithQueues(), startWithQueues(), startWithQueues()]);
    await Promise.all(engines.map((engine) => engine.stop()));
    const { rows } = await database.executeSql(`SELECT name FROM ${JOB_SCHEMA}.queue WHERE NOT starts_with(name, '__pgboss') ORDER BY name`);
    expect(rows.map((row) => (row as { name: string }).name)).toEqual(queues.flatMap((name) => [name, `${name}-dead`]).toSorted());
  },
);

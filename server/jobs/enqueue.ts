import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db, Transaction } from '../db/database';

/** Where pg-boss keeps its tables (job-engine.ts). */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss's SQL with its $1-style parameters as a drizzle query, so it runs on the caller's connection. */
function boundSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))));
}

/** pg-boss's `db` option over a drizzle database or transaction. */
const overDrizzle = (db: Db | Transaction): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: (await db.execute(boundSql(text, values))).rows }),
});

/*
 * Sending a job is one INSERT of pg-boss's, run here always through the `db` option: this instance
 * never connects nor starts, so one serves every app of the process, and code that writes an order
 * or a mail enqueues its job without the engine at hand. The queue's settings (retries, back-off,
 * dead letter) come from its row, which the engine wrote at start.
 */
const writer = new PgBoss({
  schema: JOB_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('jobs are sent with the db option only')) },
});

/**
 * Enqueues a job on the caller's connection: inside its transaction when given one (the
 * transactional outbox: the job exists exactly when the order or mail it belongs to does).
 */
export async function enqueue(db: Db | Transaction, queue: string, data: object): Promise<void> {
  const id = await writer.send(queue, data, { db: overDrizzle(db) });
  // pg-boss answers no id for a queue it does not know: a job must never be dropped silently.
  if (id === null) throw new Error(`no job queue ${queue}: the job engine makes it at start`);
}

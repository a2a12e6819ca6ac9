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
 *
 * Why not the engine's own instance (job-engine.ts): pg-boss 10's `send` with the `db` option runs
 * only that INSERT (plans.insertJob of the schema) over the given connection; it reads neither the
 * instance's pool nor whether it was started or stopped. The engine's instance would write the very
 * same row, but every writer of an order, a status change, a voucher's codes or a mail would then
 * need the app's engine handed down to its transaction (change-status alone is called by staff, the
 * bank file, the payment provider and the production queue), and requests still finishing after the
 * engine stopped (preClose) must go on enqueueing. So the engine runs the jobs, and this writer, a
 * pg-boss of the same schema without a connection, only words their INSERT.
 */
const writer = new PgBoss({
  schema: JOB_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('jobs are sent with the db option only')) },
});

/**
 * Enqueues a job on the caller's connection: inside its transaction when given one (the
 * transactional outbox: the job exists exactly when the order or mail it belongs to does). With
 * startAfter (a moment of the wall clock, which the database's shares) it waits until then: a
 * back-off of the feature's own. A moment, not seconds: bound apart, each of pg-boss's uses of the
 * value gets a type of its own, and seconds fail its cast to a timestamp.
 */
export async function enqueue(db: Db | Transaction, queue: string, data: object, options: { startAfter?: Date } = {}): Promise<void> {
  const id = await writer.send(queue, data, { db: overDrizzle(db), ...(options.startAfter ? { startAfter: options.startAfter } : {}) });
  // pg-boss answers no id for a queue it does not know: a job must never be dropped silently.
  if (id === null) throw new Error(`no job queue ${queue}: the job engine makes it at start`);
}

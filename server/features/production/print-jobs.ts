import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { printJobs } from '../../db/schema';
import { type QueueState, queueState } from '../../jobs/queue-state';

/*
 * The print-file queue lives in the database (one row per ordered item, written in the order's
 * transaction), so it survives restarts and several server processes share it: a job is claimed
 * with SKIP LOCKED, and a claim whose process died is taken over once its lease ran out.
 */

export const LEASE_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;

export interface ClaimedJob {
  id: number;
  orderItemId: number;
  attempts: number;
}

export async function claimNextJob(db: Db, now: Date): Promise<ClaimedJob | null> {
  const leaseEnd = new Date(now.getTime() - LEASE_MS);
  const due = or(and(eq(printJobs.status, 'pending'), lte(printJobs.runAfter, now)), and(eq(printJobs.status, 'running'), lt(printJobs.updatedAt, leaseEnd)));
  const next = db.select({ id: printJobs.id }).from(printJobs).where(due).orderBy(printJobs.id).limit(1).for('update', { skipLocked: true });
  const [row] = await db
    .update(printJobs)
    .set({ status: 'running', attempts: sql`${printJobs.attempts} + 1`, updatedAt: now })
    .where(eq(printJobs.id, sql`(${next})`))
    .returning({ id: printJobs.id, orderItemId: printJobs.orderItemId, attempts: printJobs.attempts });
  return row ?? null;
}

export async function completeJob(db: Db, id: number, fileKey: string | null, now: Date): Promise<void> {
  await db.update(printJobs).set({ status: 'done', fileKey, error: null, updatedAt: now }).where(eq(printJobs.id, id));
}

/** A failed attempt waits longer each time (30 s, 1 min, 2 min ...); after the last it stays failed for staff to see. */
export async function failJob(db: Db, job: ClaimedJob, error: string, now: Date, retryBaseMs = 30_000): Promise<void> {
  const final = job.attempts >= MAX_ATTEMPTS;
  await db
    .update(printJobs)
    .set({
      status: final ? 'failed' : 'pending',
      error: error.slice(0, 2000),
      runAfter: new Date(now.getTime() + retryBaseMs * 2 ** (job.attempts - 1)),
      updatedAt: now,
    })
    .where(eq(printJobs.id, job.id));
}

/**
 * The print queue as the metrics' scrape sees it: jobs still to make or given up by state (a
 * pending job that failed before is retrying), and the age of the oldest still to make by the
 * database's clock, which wrote it. Reads the small index of the jobs not done.
 */
export async function printQueueState(db: Db): Promise<QueueState> {
  const rows = await queryRows<{ state: string; count: number; oldest: number | null }>(
    db,
    sql`SELECT CASE WHEN ${printJobs.status} = 'pending' AND ${printJobs.attempts} > 0 THEN 'retrying' ELSE ${printJobs.status} END AS state,
          count(*)::int AS count,
          extract(epoch FROM now() - min(${printJobs.createdAt}))::float8 AS oldest
        FROM ${printJobs} WHERE ${printJobs.status} <> 'done' GROUP BY 1`,
  );
  return queueState(rows, ['pending', 'retrying', 'running', 'failed'], 'failed');
}

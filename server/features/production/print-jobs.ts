import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Preflight } from '../../../shared/api/preflight';
import type { Db } from '../../db/database';
import { printJobs } from '../../db/schema';
import { type QueueState, readQueueState } from '../../jobs/queue-state';

/*
 * One print_jobs row per ordered item keeps the state staff see (pending, running, done, failed and
 * why); the job engine's queue `print-file` carries one job per row, written in the order's
 * transaction (server/jobs/print-file-jobs.ts), and drives the work: tries with back-off, a try whose process died expires and is
 * taken again by this or another process.
 */

export interface ClaimedJob {
  id: number;
  orderItemId: number;
  attempts: number;
}

/** A try of a job takes its row: running, one attempt more; null when it needs none (done, failed, gone). */
export async function startJob(db: Db, id: number, now: Date): Promise<ClaimedJob | null> {
  const [row] = await db
    .update(printJobs)
    .set({ status: 'running', attempts: sql`${printJobs.attempts} + 1`, updatedAt: now })
    .where(and(eq(printJobs.id, id), inArray(printJobs.status, ['pending', 'running'])))
    .returning({ id: printJobs.id, orderItemId: printJobs.orderItemId, attempts: printJobs.attempts });
  return row ?? null;
}

export async function completeJob(db: Db, id: number, fileKey: string | null, now: Date, preflight: Preflight | null): Promise<void> {
  await db.update(printJobs).set({ status: 'done', fileKey, error: null, preflight, updatedAt: now }).where(eq(printJobs.id, id));
}

/** A failed attempt waits for its job's next try; after the last (`final`) it stays failed for staff to see and retry. */
export async function failJob(db: Db, id: number, error: string, now: Date, final: boolean): Promise<void> {
  await db
    .update(printJobs)
    .set({ status: final ? 'failed' : 'pending', error: error.slice(0, 2000), preflight: null, updatedAt: now })
    .where(eq(printJobs.id, id));
}

/** A file that failed its preflight fails its job at once (the same item gives the same file), kept with its preflight for staff to look at. */
export async function refuseJob(db: Db, id: number, error: string, made: { fileKey: string; preflight: Preflight }, now: Date): Promise<void> {
  await db
    .update(printJobs)
    .set({ status: 'failed', error: error.slice(0, 2000), ...made, updatedAt: now })
    .where(eq(printJobs.id, id));
}

/**
 * The print queue as the metrics' scrape sees it: jobs still to make or given up by state (a
 * pending job that failed before is retrying), and the age of the oldest still to make by the
 * database's clock, which wrote it. Reads the small index of the jobs not done.
 */
export function printQueueState(db: Db): Promise<QueueState> {
  return readQueueState(db, printJobs, {
    unfinished: sql`${printJobs.status} <> 'done'`,
    states: ['pending', 'retrying', 'running', 'failed'],
    givenUp: 'failed',
  });
}

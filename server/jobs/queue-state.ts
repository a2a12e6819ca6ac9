import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../db/database';

/** A queue in the database (the mail outbox, the print jobs) as the metrics' scrape reports it. */
export interface QueueState {
  /** Items by state; every state of the queue is named, 0 when it has none. */
  counts: Record<string, number>;
  /** Seconds the oldest item still to do has been in the queue; null when none is. */
  oldestAgeSeconds: number | null;
}

/** A table of queue items: each has a status, counts its attempts and knows when it was queued. */
type QueueTable = PgTable & { status: AnyPgColumn; attempts: AnyPgColumn; createdAt: AnyPgColumn };

/** How a queue's table is read: which rows are unfinished (the condition of its small index), its states, and the one that waits for staff, not for a worker. */
interface QueueShape {
  unfinished: SQL;
  states: readonly string[];
  givenUp: string;
}

/**
 * A queue's unfinished items by state (a pending item that was tried before is retrying), and the
 * age of the oldest still to do by the database's clock, which wrote it.
 */
export async function readQueueState(db: Db, table: QueueTable, { unfinished, states, givenUp }: QueueShape): Promise<QueueState> {
  const rows = await queryRows<{ state: string; count: number; oldest: number | null }>(
    db,
    sql`SELECT CASE WHEN ${table.status} = 'pending' AND ${table.attempts} > 0 THEN 'retrying' ELSE ${table.status} END AS state,
          count(*)::int AS count,
          extract(epoch FROM now() - min(${table.createdAt}))::float8 AS oldest
        FROM ${table} WHERE ${unfinished} GROUP BY 1`,
  );
  const counts = Object.fromEntries(states.map((state) => [state, 0]));
  let oldestAgeSeconds: number | null = null;
  for (const row of rows) {
    counts[row.state] = row.count;
    if (row.state !== givenUp && row.oldest !== null) oldestAgeSeconds = Math.max(oldestAgeSeconds ?? 0, row.oldest);
  }
  return { counts, oldestAgeSeconds };
}

/** A queue in the database (the mail outbox, the print jobs) as the metrics' scrape reports it. */
export interface QueueState {
  /** Items by state; every state of the queue is named, 0 when it has none. */
  counts: Record<string, number>;
  /** Seconds the oldest item still to do has been in the queue; null when none is. */
  oldestAgeSeconds: number | null;
}

/** A queue's state from its rows grouped by state (with each group's oldest age); `givenUp` waits for staff, not for a worker. */
export function queueState(rows: { state: string; count: number; oldest: number | null }[], states: readonly string[], givenUp: string): QueueState {
  const counts = Object.fromEntries(states.map((state) => [state, 0]));
  let oldestAgeSeconds: number | null = null;
  for (const row of rows) {
    counts[row.state] = row.count;
    if (row.state !== givenUp && row.oldest !== null) oldestAgeSeconds = Math.max(oldestAgeSeconds ?? 0, row.oldest);
  }
  return { counts, oldestAgeSeconds };
}

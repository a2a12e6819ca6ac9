import type { Transaction } from '../db/database';
import { seedRuns } from '../db/schema';

/**
 * Claims a seed's seed_runs row in `tx`: true when this run is the first, so it seeds. Claiming the
 * row first makes a concurrent second run wait on it, then find it and stand back.
 */
export async function claimSeedRun(tx: Transaction, name: string): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name }).onConflictDoNothing({ target: seedRuns.name }).returning({ name: seedRuns.name });
  return claimed.length > 0;
}

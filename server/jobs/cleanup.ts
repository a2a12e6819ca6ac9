import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { ObjectStorage } from '../storage/object-storage';
import {
  clearMailContent,
  deleteExpiredSessions,
  deleteOldBasketBackups,
  deleteOldMails,
  deleteSpentKeys,
  deleteStaleConfiguratorDrafts,
  deleteStaleDrafts,
  deleteUnclaimedUploads,
  type RetentionSettings,
} from './cleanup-sweeps';

/*
 * The clean-up job: secrets and personal data the shop no longer needs (mail contents, sessions,
 * reset keys, stale drafts and configurator drafts, old basket backups), uploads nobody uses and
 * the shop's backups past BACKUP_RETENTION_DAYS, deleted on the job engine's schedule, one run at
 * a time across processes. A pass run by hand (an operator's, a test's) may meet a scheduled one: a
 * transaction-level advisory lock lets one pass run at a time and the other skip its own, so work
 * is never done twice nor waited for.
 */

export interface CleanupDeps {
  db: Db;
  /** Where uploads' bytes live: an image's files go with its row. */
  storage: ObjectStorage;
  now: () => Date;
  log: FastifyBaseLogger;
  settings: RetentionSettings;
  /** Rows per kind and transaction, so no transaction holds many locks for long. */
  batchSize?: number;
  /** Deletes the shop's backups past their retention (BACKUP_TARGET); answers how many went. */
  removeExpiredBackups?: (now: Date) => Promise<number>;
}

export interface CleanupCounts {
  mailContentsCleared: number;
  mailsDeleted: number;
  sessionsDeleted: number;
  resetKeysDeleted: number;
  confirmationKeysDeleted: number;
  loginLinksDeleted: number;
  draftsDeleted: number;
  configuratorDraftsDeleted: number;
  basketBackupsDeleted: number;
  uploadsDeleted: number;
  /** The shop's own backups (npm run backup, the scheduled one), not the baskets' above. */
  shopBackupsDeleted: number;
}

/** Any constant shared by all processes of the shop (another than the migrations' lock). */
const CLEANUP_LOCK = 716_204_852;
const DEFAULT_BATCH = 200;
/** Batches per pass at most: a large backlog is worked off over several passes. */
const MAX_BATCHES = 20;

const zero = (): CleanupCounts => ({
  mailContentsCleared: 0,
  mailsDeleted: 0,
  sessionsDeleted: 0,
  resetKeysDeleted: 0,
  confirmationKeysDeleted: 0,
  loginLinksDeleted: 0,
  draftsDeleted: 0,
  configuratorDraftsDeleted: 0,
  basketBackupsDeleted: 0,
  uploadsDeleted: 0,
  shopBackupsDeleted: 0,
});

/** One batch under the lock: the counts and the ids of the uploads whose rows went; null when another process holds the lock. */
async function batch(deps: CleanupDeps, now: Date, limit: number): Promise<{ counts: CleanupCounts; uploads: string[] } | null> {
  return deps.db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${CLEANUP_LOCK}) AS ok`);
    if (!lock.rows[0]?.ok) return null;
    const { settings } = deps;
    // Owners and references go first (drafts, backups), so the uploads they held are seen free in the same batch.
    const counts: CleanupCounts = {
      mailContentsCleared: await clearMailContent(tx, now, settings, limit),
      mailsDeleted: await deleteOldMails(tx, now, settings, limit),
      sessionsDeleted: await deleteExpiredSessions(tx, now, limit),
      resetKeysDeleted: await deleteSpentKeys(tx, 'password_reset_keys', now, limit),
      confirmationKeysDeleted: await deleteSpentKeys(tx, 'email_confirmation_keys', now, limit),
      loginLinksDeleted: await deleteSpentKeys(tx, 'login_challenges', now, limit),
      draftsDeleted: await deleteStaleDrafts(tx, now, settings, limit),
      configuratorDraftsDeleted: await deleteStaleConfiguratorDrafts(tx, now, limit),
      basketBackupsDeleted: await deleteOldBasketBackups(tx, now, limit),
      uploadsDeleted: 0,
      shopBackupsDeleted: 0,
    };
    const uploads = await deleteUnclaimedUploads(tx, now, settings, limit);
    counts.uploadsDeleted = uploads.length;
    return { counts, uploads };
  });
}

/**
 * One clean-up pass: batches until one finds less than a full batch of every kind. Answers what it
 * did, or null when another process was cleaning (its pass does the work).
 */
export async function runCleanup(deps: CleanupDeps): Promise<CleanupCounts | null> {
  const limit = deps.batchSize ?? DEFAULT_BATCH;
  const now = deps.now();
  const total = zero();
  for (let round = 0; round < MAX_BATCHES; round += 1) {
    const done = await batch(deps, now, limit);
    if (!done) return round === 0 ? null : total;
    for (const key of Object.keys(total) as (keyof CleanupCounts)[]) total[key] += done.counts[key];
    // The rows went first: a storage failure leaves unreachable bytes, never a row without bytes.
    for (const id of done.uploads) {
      await deps.storage.deletePrefix(id).catch((error: unknown) => deps.log.warn({ err: error, imageId: id }, 'unclaimed upload: bytes not deleted'));
    }
    if (Object.values(done.counts).every((n) => n < limit)) break;
  }
  // Outside the lock's transaction (files, not rows): a second process deleting the same backup finds it gone, which is no error.
  if (deps.removeExpiredBackups)
    total.shopBackupsDeleted = await deps.removeExpiredBackups(now).catch((error: unknown) => {
      deps.log.error({ err: error }, 'old backups not deleted');
      return 0;
    });
  if (Object.values(total).some((n) => n > 0)) deps.log.info(total, 'clean-up pass');
  return total;
}

import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import { backupTarget } from '../features/backup/backup-target';
import { removeExpiredBackups } from '../features/backup/scheduled-backup';
import { type CleanupCounts, type CleanupDeps, runCleanup } from './cleanup';
import type { JobRuns } from './job-engine';

declare module 'fastify' {
  interface FastifyInstance {
    cleanup: {
      /** Runs one clean-up pass now and waits for it (tests, operators' scripts). */
      run(): Promise<CleanupCounts | null>;
      /** The scheduled passes of this process; null where it runs none. */
      runs(): JobRuns | null;
    };
  }
}

/** The clean-up job, a schedule of the job engine (every CLEANUP_POLL_MS), on the app's database, image storage and clock, with the configured retention. */
export default fp<{ config: Config }>(
  async function cleanup(app, { config }) {
    const deps: CleanupDeps = {
      db: app.db,
      storage: app.images.storage,
      now: app.now,
      log: app.log.child({ job: 'cleanup' }),
      settings: {
        mailRetentionDays: config.MAIL_RETENTION_DAYS,
        mailFailedRetentionDays: config.MAIL_FAILED_RETENTION_DAYS,
        mailKeptContentDays: config.MAIL_KEPT_CONTENT_DAYS,
        draftRetentionDays: config.DRAFT_RETENTION_DAYS,
        uploadRetentionDays: config.UPLOAD_RETENTION_DAYS,
      },
      removeExpiredBackups: async (now) => removeExpiredBackups(await backupTarget(config), now, config.BACKUP_RETENTION_DAYS),
    };
    // A failed pass is not tried again: the next turn of the schedule is.
    const queue = await app.jobs.queue({ name: 'cleanup', retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 3600, oneAtATime: true }, () =>
      runCleanup(deps),
    );
    app.decorate('cleanup', { run: () => runCleanup(deps), runs: () => queue.runs() });
    if (config.CLEANUP_POLL_MS > 0) {
      app.addHook('onReady', async () => {
        await queue.every(config.CLEANUP_POLL_MS);
      });
    }
  },
  { name: 'cleanup', dependencies: ['database', 'auth', 'images', 'jobs'] },
);

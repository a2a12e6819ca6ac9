import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import { backupTarget } from '../features/backup/backup-target';
import { removeExpiredBackups } from '../features/backup/scheduled-backup';
import { type CleanupCounts, type CleanupDeps, runCleanup, startCleanup } from './cleanup';
import type { Poller, PollerRuns } from './poller';

declare module 'fastify' {
  interface FastifyInstance {
    cleanup: {
      /** Runs one clean-up pass now and waits for it (tests, operators' scripts). */
      run(): Promise<CleanupCounts | null>;
      /** The scheduled passes of this process; null where it runs none. */
      runs(): PollerRuns | null;
    };
  }
}

/** The clean-up job of this process, on the app's database, image storage and clock, with the configured retention. */
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
      removeExpiredBackups: (now) => removeExpiredBackups(backupTarget(config), now, config.BACKUP_RETENTION_DAYS),
    };
    let job: Poller | null = null;
    app.decorate('cleanup', { run: () => runCleanup(deps), runs: () => job?.runs() ?? null });
    if (config.CLEANUP_POLL_MS > 0) {
      app.addHook('onReady', async () => {
        job = startCleanup(deps, config.CLEANUP_POLL_MS);
      });
    }
    app.addHook('onClose', async () => {
      await job?.stop();
    });
  },
  { name: 'cleanup', dependencies: ['database', 'auth', 'images'] },
);

import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { backupTarget } from '../features/backup/backup-target';
import { backupWhenDue } from '../features/backup/scheduled-backup';

/** How often the schedule looks whether the backup is due. */
const CHECK_MS = 10 * 60_000;

/**
 * The scheduled backup of the embedded database and the stored files (BACKUP_INTERVAL_HOURS, to
 * BACKUP_TARGET): a schedule of the job engine, one look at a time across processes (and the
 * backup's advisory lock besides). With DATABASE_URL there is none: that server's own backups are
 * the way (README, Backups).
 */
export default fp<{ config: Config; embedded: Database['embedded'] }>(
  async function backups(app, { config, embedded }) {
    if (!embedded || config.BACKUP_INTERVAL_HOURS === 0) return;
    const source = { url: embedded.url, postgresDir: path.dirname(embedded.data), dataDir: config.dataDir, storage: app.images.storage };
    const target = await backupTarget(config);
    const log = app.log.child({ job: 'backup' });
    // A stop does not wait for a backup in flight: it ends after the file being copied, and a later look takes it anew.
    const queue = await app.jobs.queue({ name: 'backup', retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 6 * 3600, oneAtATime: true }, ({ stopping }) =>
      backupWhenDue(source, { target, intervalHours: config.BACKUP_INTERVAL_HOURS, now: app.now, log, signal: stopping }),
    );
    app.addHook('onReady', async () => {
      await queue.every(CHECK_MS);
    });
  },
  { name: 'backups', dependencies: ['database', 'auth', 'images', 'jobs'] },
);

import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { backupTarget } from '../features/backup/backup-target';
import { backupWhenDue } from '../features/backup/scheduled-backup';
import { type Poller, startPoller } from './poller';

/** How often a process looks whether the scheduled backup is due (its first look one interval after start). */
const CHECK_MS = 10 * 60_000;

/**
 * The scheduled backup of the embedded database and the stored files (BACKUP_INTERVAL_HOURS, to
 * BACKUP_TARGET). Every process looks; the backup's advisory lock lets one take it. With
 * DATABASE_URL there is none: that server's own backups are the way (README, Backups).
 */
export default fp<{ config: Config; embedded: Database['embedded'] }>(
  async function backups(app, { config, embedded }) {
    if (!embedded || config.BACKUP_INTERVAL_HOURS === 0) return;
    const source = { url: embedded.url, postgresDir: path.dirname(embedded.data), dataDir: config.dataDir, storage: app.images.storage };
    const target = backupTarget(config);
    const log = app.log.child({ job: 'backup' });
    let job: Poller | null = null;
    // A stop does not wait for a backup in flight: it ends after the file being copied, and the next process takes it anew.
    const stopping = new AbortController();
    app.addHook('onReady', async () => {
      job = startPoller(
        () => backupWhenDue(source, { target, intervalHours: config.BACKUP_INTERVAL_HOURS, now: app.now, log, signal: stopping.signal }),
        CHECK_MS,
        log,
        'scheduled backup',
        {
          firstAfterMs: CHECK_MS,
        },
      );
    });
    app.addHook('onClose', async () => {
      stopping.abort();
      await job?.stop();
    });
  },
  { name: 'backups', dependencies: ['database', 'auth', 'images'] },
);

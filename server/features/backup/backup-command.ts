import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/config';
import { runningServerUrl, startEmbeddedPostgres } from '../../db/embedded-postgres';
import { createStorage } from '../../storage/create-storage';
import { contentTypeOfKey } from '../images/image-keys';
import { backupTarget } from './backup-target';
import { takeBackup } from './take-backup';

/*
 * npm run backup
 *
 * A backup of the shop's embedded database and its stored files to BACKUP_TARGET, with the same
 * settings as `npm start`. It runs beside a running shop (on its database server, found by
 * DATA_DIR/postgres/data/postmaster.pid) or, while the shop is stopped, starts the embedded server
 * for the time of the backup. Progress goes to standard output; a failure exits non-zero.
 */

async function main(): Promise<string> {
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new ConfigError(
      'DATABASE_URL is set: that PostgreSQL server is backed up with its own tools (pg_basebackup with WAL archiving, or pg_dump), see README "Backups". npm run backup copies the embedded database only.',
    );
  const postgresDir = path.join(config.dataDir, 'postgres');
  if (!existsSync(path.join(postgresDir, 'initialized')))
    throw new ConfigError(`There is no shop database in ${postgresDir}. Run the backup with the DATA_DIR that npm start runs with.`);
  const running = runningServerUrl(postgresDir);
  const own = running === null ? await startEmbeddedPostgres(postgresDir) : null;
  try {
    const manifest = await takeBackup(
      { url: running ?? (own?.url as string), postgresDir, dataDir: config.dataDir, storage: await createStorage(config, contentTypeOfKey) },
      { target: await backupTarget(config), now: () => new Date(), progress: (line) => console.log(line) },
    );
    return manifest.name;
  } finally {
    await own?.stop();
  }
}

main().then(
  (name) => {
    console.log(name);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof ConfigError)) console.error(error);
    process.exit(1);
  },
);

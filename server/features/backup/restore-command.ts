import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/config';
import { createStorage } from '../../storage/create-storage';
import { contentTypeOfKey } from '../images/image-keys';
import { backupTarget, folderTarget, parseS3Backup } from './backup-target';
import { s3ClientOf, s3Target } from './backup-target-s3';
import { restoreBackup } from './restore-backup';

/*
 * npm run restore -- <backup>
 *
 * Restores a backup into an empty DATA_DIR (refused otherwise), with the same settings as
 * `npm start`: the stored files go to its storage (DATA_DIR/images, or the S3 bucket of S3_BUCKET).
 * <backup> is a backup's name in BACKUP_TARGET ('backup-2026-11-28T020000Z'), the path of a backup
 * folder, or s3://bucket/prefix/backup-… . The shop must not be running on that DATA_DIR.
 */

async function main(): Promise<void> {
  const argument = process.argv[2];
  if (!argument) throw new ConfigError('usage: npm run restore -- <backup> (a name in BACKUP_TARGET, a backup folder, or s3://bucket/prefix/backup-…)');
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new ConfigError(
      'DATABASE_URL is set: restore that PostgreSQL server with its own tools (see README "Backups"); npm run restore restores the embedded database.',
    );
  const s3 = argument.startsWith('s3:') ? parseS3Backup(argument) : null;
  if (argument.startsWith('s3:') && !s3) throw new ConfigError(`${argument} names no backup: s3://bucket/prefix/backup-…`);
  const [target, backup] = s3
    ? [s3Target(s3ClientOf(config), s3.bucket, s3.prefix), s3.name]
    : argument.includes('/')
      ? [folderTarget(path.dirname(path.resolve(argument))), path.basename(path.resolve(argument))]
      : [await backupTarget(config), argument];
  await restoreBackup({
    target,
    backup,
    dataDir: config.dataDir,
    storage: await createStorage(config, contentTypeOfKey),
    progress: (line) => console.log(line),
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof ConfigError) && (error as Error).name !== 'RestoreRefusedError') console.error(error);
    process.exit(1);
  },
);

import { chmod, chown, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { runAs, startEmbeddedPostgres } from '../../db/embedded-postgres';
import type { ObjectStorage } from '../../storage/object-storage';
import { copyHashed, Manifest } from './backup-manifest';
import { type BackupTarget, MANIFEST, readText } from './backup-target';

/*
 * A backup into an empty DATA_DIR: the data folder with its backup_label and WAL, the password
 * file, the image URL key and the stored files (into the shop's storage: DATA_DIR/images, or its
 * S3 bucket), each checked against the manifest's size and SHA-256. Then the embedded server is
 * started once: it replays the WAL to the backup's end, and the restored database must show the
 * migration level the manifest names. The next start of the shop finds it ready.
 */

export interface RestoreOptions {
  target: BackupTarget;
  /** The backup's name in the target. */
  backup: string;
  dataDir: string;
  /** The shop's storage as configured for the restored shop. */
  storage: ObjectStorage;
  progress: (line: string) => void;
}

class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** A DATA_DIR restore may write into: missing, or an empty folder. */
async function assertEmpty(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0)
    throw new RestoreRefusedError(`${dataDir} is not empty (${entries.slice(0, 3).join(', ')}…): a backup is restored into an empty DATA_DIR only`);
}

/** Where a file of the backup goes in DATA_DIR; null for a stored object (it goes to the storage). */
function localPath(dataDir: string, name: string): string | null {
  if (name.startsWith('storage/')) return null;
  if (name.startsWith('postgres/')) return path.join(dataDir, ...name.split('/'));
  if (name.startsWith('data/')) return path.join(dataDir, ...name.slice('data/'.length).split('/'));
  throw new Error(`the manifest names a file the shop does not know: ${name}`);
}

async function chownTree(root: string, owner: { uid: number; gid: number }): Promise<void> {
  await chown(root, owner.uid, owner.gid);
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) await chown(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
}

export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { target, backup, dataDir, progress } = options;
  await assertEmpty(dataDir);
  const text = await readText(target, `${backup}/${MANIFEST}`);
  if (text === null) throw new RestoreRefusedError(`${backup} in ${target.where} has no manifest: it is no backup of the shop, or it did not finish`);
  const manifest = Manifest.parse(JSON.parse(text));
  progress(`restoring ${manifest.name} (taken ${manifest.startedAt} by shop ${manifest.shopVersion}, ${manifest.files.length} files) into ${dataDir}`);

  try {
    const postgresDir = path.join(dataDir, 'postgres');
    // As the shop makes them: DATA_DIR reachable by the user postgres (the server runs as it under root), its own folder private.
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await mkdir(postgresDir, { recursive: true, mode: 0o700 });
    for (const folder of manifest.folders) await mkdir(localPath(dataDir, folder) as string, { recursive: true, mode: 0o700 });
    const staging = path.join(dataDir, '.restoring');
    await mkdir(staging, { recursive: true });

    let bytes = 0;
    let lastReport = Date.now();
    for (const [index, file] of manifest.files.entries()) {
      const local = localPath(dataDir, file.name);
      const into = local ?? path.join(staging, 'object');
      await mkdir(path.dirname(into), { recursive: true, mode: 0o700 });
      const body = await target.read(`${backup}/${file.name}`);
      if (!body) throw new Error(`the backup lacks ${file.name}, which its manifest names: it is damaged`);
      const copied = await copyHashed(body, into);
      if (copied.size !== file.size || copied.sha256 !== file.sha256)
        throw new Error(`${file.name} in the backup does not match its manifest (${copied.size} bytes, expected ${file.size}): the backup is damaged`);
      // Secrets (the image URL key, the password file) and the data folder are the shop's alone.
      if (local !== null) await chmod(into, 0o600);
      else {
        await options.storage.put(file.name.slice('storage/'.length), { file: into }, file.contentType ?? 'application/octet-stream');
        await rm(into);
      }
      bytes += copied.size;
      if (Date.now() - lastReport >= 5000 || index === manifest.files.length - 1) {
        lastReport = Date.now();
        progress(`restored ${index + 1} of ${manifest.files.length} files, ${(bytes / 2 ** 20).toFixed(1)} MB`);
      }
    }
    await rm(staging, { recursive: true, force: true });
    await chmod(path.join(postgresDir, 'data'), 0o700);
    // The embedded server's own mark that its folder is complete (without it, the shop would initdb over it).
    await writeFile(path.join(postgresDir, 'initialized'), `${new Date().toISOString()} restored from ${manifest.name}\n`);
    const owner = await runAs();
    if (owner) await chownTree(postgresDir, owner);

    progress('starting the restored database: it replays the WAL up to the end of the backup');
    const server = await startEmbeddedPostgres(postgresDir);
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        const level = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
        if (level.rows[0]?.count !== manifest.migrations.count)
          throw new Error(`the restored database has ${level.rows[0]?.count} migrations, the manifest names ${manifest.migrations.count}`);
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    // DATA_DIR was empty: a failed restore leaves it so, ready for the next try (objects put into an S3 storage stay: extra files are harmless).
    for (const entry of await readdir(dataDir).catch(() => [])) await rm(path.join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
  progress(`restored ${manifest.name} into ${dataDir}: start the shop with DATA_DIR=${dataDir}`);
  return manifest;
}

import { createReadStream, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { serverDir } from '../../server-dir';
import type { ObjectStorage } from '../../storage/object-storage';
import { backupName } from './backup-schedule';
import { BACKUP_FORMAT, type BackupFile, copyHashed, type Manifest } from './backup-manifest';
import { type BackupTarget, MANIFEST } from './backup-target';
import { dataEntry } from './data-folder-files';
import { labelStart, walSegmentsBetween } from './wal-segments';

/*
 * A backup of the embedded database and the stored files, with PostgreSQL's low-level backup API
 * on one connection held open: pg_backup_start, a copy of the data folder (the server keeps
 * writing; the WAL replayed at restore makes the copy consistent), pg_backup_stop (its label
 * becomes backup_label), then the WAL segments from the start to the stop position. A temporary
 * physical replication slot, made before the start on the same connection, keeps the server from
 * recycling those segments while the copy runs, whatever the write load (wal_keep_size would be
 * a guess; archiving would need a restart), and goes with the connection.
 *
 * The stored files are copied after the stop: a file is written before the row that names it is
 * committed and is never changed after, so every file a row of the backup names is there by then
 * (a later one is only an extra file). One file at a time is streamed, so memory stays small.
 */

/** Any constant shared by all processes of the shop (beside the migrations' and the clean-up's). */
const BACKUP_LOCK = 716_204_853;

export class BackupBusyError extends Error {
  override name = 'BackupBusyError';
}

export interface BackupSource {
  /** A superuser connection to the embedded server (its own role 'shop'). */
  url: string;
  /** DATA_DIR/postgres: the data folder ('data') and the password file. */
  postgresDir: string;
  /** DATA_DIR: its image URL key goes along. */
  dataDir: string;
  storage: ObjectStorage;
}

export interface BackupOptions {
  target: BackupTarget;
  now: () => Date;
  /** A line of progress (the command prints it, the scheduled job logs it). */
  progress: (line: string) => void;
  /** Stops the backup between two files (the shop is shutting down); the unfinished backup is removed. */
  signal?: AbortSignal;
}

/** Files of DATA_DIR itself that a restored shop needs: the key of its signed image URLs (when generated). */
const DATA_FILES = ['image-url-secret'];
const PROGRESS_EVERY_MS = 5000;

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function shopVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(serverDir, '..', 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? 'unknown';
}

/** The files of a folder, relative and with '/', for the backup's decision (folders first, so empty ones are seen). */
async function walk(root: string, relative = ''): Promise<Array<{ relative: string; folder: boolean }>> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    // A folder dropped while the copy runs (a dropped database): the WAL replay drops it too.
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found: Array<{ relative: string; folder: boolean }> = [];
  for (const entry of entries.toSorted((a, b) => a.name.localeCompare(b.name))) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) throw new Error(`${path.join(root, name)} is a symbolic link (a tablespace?): the shop's backup copies one data folder only`);
    if (entry.isDirectory()) {
      found.push({ relative: name, folder: true });
      if (dataEntry(name, true) === 'copy') found.push(...(await walk(root, name)));
    } else if (entry.isFile()) found.push({ relative: name, folder: false });
  }
  return found;
}

/** A file of the disk as a stream, opened now: a file that is gone is seen here rather than in the middle of the pipeline. */
const fileStream = (file: string) => async (): Promise<Readable> => {
  const stream = createReadStream(file);
  await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
  return stream;
};

/** Takes one backup; answers its manifest. Throws BackupBusyError when another process is taking one. */
export async function takeBackup(source: BackupSource, options: BackupOptions): Promise<Manifest> {
  const { target, progress } = options;
  const startedAt = options.now();
  const name = backupName(startedAt);
  const data = path.join(source.postgresDir, 'data');
  const files: BackupFile[] = [];
  const folders: string[] = [];
  let bytes = 0;
  let lastReport = Date.now();
  const report = (phase: string, force = false) => {
    if (!force && Date.now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = Date.now();
    progress(`${phase}: ${files.length} files, ${megabytes(bytes)}`);
  };

  /** One file into the backup; false when it vanished before it was read (a dropped table, a deleted upload). */
  const copy = async (within: string, open: () => Promise<Readable | null>, contentType?: string): Promise<boolean> => {
    options.signal?.throwIfAborted();
    const out = await target.open(`${name}/${within}`);
    try {
      const stream = await open();
      if (!stream) {
        await out.discard();
        return false;
      }
      const copied = await copyHashed(stream, out.path);
      await out.commit();
      files.push({ name: within, ...copied, ...(contentType ? { contentType } : {}) });
      bytes += copied.size;
      return true;
    } catch (error) {
      await out.discard().catch(() => undefined);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  };

  const client = new pg.Client({ connectionString: source.url, application_name: 'printshop backup' });
  client.on('error', () => undefined);
  await client.connect();
  let started = false;
  try {
    const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [BACKUP_LOCK]);
    if (!lock.rows[0]?.ok) throw new BackupBusyError('another backup of this shop is running');
    const facts = await client.query<{ version: string; segment: string }>(
      "SELECT current_setting('server_version') AS version, (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS segment",
    );
    const migrations = await client.query<{ count: number; newest: string | null }>(
      'SELECT count(*)::int AS count, max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
    );
    const walSegmentSize = Number(facts.rows[0]?.segment);
    const slot = `printshop_backup_${process.pid}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    progress(`backup ${name} to ${target.where}: checkpoint and start`);
    await client.query('SELECT pg_backup_start($1, fast => true)', [name]);
    started = true;

    for (const entry of await walk(data)) {
      const decision = dataEntry(entry.relative, entry.folder);
      if (decision === 'skip') continue;
      if (entry.folder) folders.push(`postgres/data/${entry.relative}`);
      else await copy(`postgres/data/${entry.relative}`, fileStream(path.join(data, entry.relative)));
      report('database files');
    }
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>('SELECT * FROM pg_backup_stop(wait_for_archive => false)');
    started = false;
    const { lsn: stopLsn, labelfile, spcmapfile } = stop.rows[0] as { lsn: string; labelfile: string; spcmapfile: string };
    if (spcmapfile.trim()) throw new Error('the database has tablespaces: the shop’s backup copies one data folder only');
    await copy('postgres/data/backup_label', async () => Readable.from([Buffer.from(labelfile)]));
    const { timeline, lsn: startLsn } = labelStart(labelfile);
    const wal = path.join(data, 'pg_wal');
    const segments = walSegmentsBetween(timeline, startLsn, stopLsn, walSegmentSize);
    const history = (await readdir(wal)).filter((file) => file.endsWith('.history'));
    for (const segment of [...history, ...segments]) {
      if (!(await copy(`postgres/data/pg_wal/${segment}`, fileStream(path.join(wal, segment)))))
        throw new Error(`the WAL segment ${segment} the backup needs is gone from ${wal}`);
    }
    report(`database copied (WAL ${startLsn} to ${stopLsn})`, true);
    // The WAL is copied: the server may recycle it again. The lock stays until the backup is complete.
    await client.query('SELECT pg_drop_replication_slot($1)', [slot]);

    // The role's password lives in the database; the shop reads it from this file.
    if (!(await copy('postgres/password', fileStream(path.join(source.postgresDir, 'password')))))
      throw new Error(`${path.join(source.postgresDir, 'password')} is missing`);
    for (const file of DATA_FILES) await copy(`data/${file}`, fileStream(path.join(source.dataDir, file)));
    for await (const key of source.storage.keys()) {
      const object = await source.storage.get(key);
      // Deleted since the listing (an unused upload the clean-up took): nothing to copy.
      if (object) await copy(`storage/${key}`, async () => object.body, object.contentType);
      report('stored files');
    }
    report('stored files copied', true);

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      name,
      startedAt: startedAt.toISOString(),
      finishedAt: options.now().toISOString(),
      shopVersion: shopVersion(),
      migrations: migrations.rows[0] ?? { count: 0, newest: null },
      postgres: { version: facts.rows[0]?.version ?? '', timeline, startLsn, stopLsn, walSegmentSize },
      folders,
      files,
    };
    const out = await target.open(`${name}/${MANIFEST}`);
    await copyHashed(Readable.from([Buffer.from(JSON.stringify(manifest, null, 1))]), out.path);
    await out.commit();
    progress(`backup ${name} complete: ${files.length} files, ${megabytes(bytes)}`);
    return manifest;
  } catch (error) {
    if (started) await client.query('SELECT pg_backup_stop(wait_for_archive => false)').catch(() => undefined);
    if (!(error instanceof BackupBusyError)) await target.remove(name).catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { localDiskStorage } from '../../storage/local-disk-storage';
import { backupName } from './backup-schedule';
import { Manifest } from './backup-manifest';
import { folderTarget, MANIFEST } from './backup-target';
import { backupWhenDue, removeExpiredBackups } from './scheduled-backup';
import type { BackupSource } from './take-backup';

/*
 * The scheduled job's look, on an embedded server of its own: a backup when none is recent, none
 * while the newest is younger than the interval, one process at a time, and the old ones removed
 * by retention. (A backup restored under write load: backup-restore.test.ts.)
 */

const root = mkdtempSync(path.join(tmpdir(), 'printshop-scheduled-'));
// As a folder the shop makes itself: as root, the embedded server runs as the user postgres.
chmodSync(root, 0o755);
const dataDir = path.join(root, 'data');
const backups = path.join(root, 'backups');
const target = folderTarget(backups);
const log = pino({ level: 'silent' });
const night = () => new Date('2026-11-28T02:00:00Z');
const twoNightsLater = () => new Date('2026-11-30T02:00:00Z');
let database: Database;
let source: BackupSource;

beforeAll(async () => {
  mkdirSync(dataDir, { mode: 0o755 });
  database = await openDatabase({ dataDir: path.join(dataDir, 'postgres'), poolSize: 1 });
  const storage = localDiskStorage(path.join(dataDir, 'images'), () => 'image/jpeg');
  await storage.put('abc/original', Buffer.from('photo'), 'image/jpeg');
  writeFileSync(path.join(dataDir, 'image-url-secret'), 'k'.repeat(43));
  source = { url: database.embedded?.url as string, postgresDir: path.join(dataDir, 'postgres'), dataDir, storage };
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the scheduled backup', () => {
  it('takes a backup when none is recent, and lets only one process take it', async () => {
    const [first, second] = await Promise.all([
      backupWhenDue(source, { target, intervalHours: 24, now: night, log }),
      backupWhenDue(source, { target, intervalHours: 24, now: night, log }),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await target.backups()).toEqual([{ name: 'backup-2026-11-28T020000Z', complete: true }]);
    const manifest = Manifest.parse(JSON.parse(readFileSync(path.join(backups, 'backup-2026-11-28T020000Z', MANIFEST), 'utf8')));
    const names = manifest.files.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['postgres/data/PG_VERSION', 'postgres/data/backup_label', 'postgres/password', 'data/image-url-secret']));
    expect(manifest.files.find((f) => f.name === 'storage/abc/original')).toMatchObject({ size: 5, contentType: 'image/jpeg' });
    expect(names.filter((n) => n.startsWith('postgres/data/pg_wal/')).length).toBeGreaterThan(0);
    expect(names).not.toContain('postgres/data/postmaster.pid');
    expect(manifest.folders).toEqual(expect.arrayContaining(['postgres/data/pg_wal', 'postgres/data/pg_replslot']));
    expect(manifest.migrations.count).toBeGreaterThan(20);
    expect(manifest.postgres.version).toMatch(/^18\./);
    // The temporary slot that held the WAL went with the backup.
    const slots = await database.db.execute('SELECT count(*)::int AS n FROM pg_replication_slots');
    expect(slots.rows[0]).toEqual({ n: 0 });
  }, 60_000);

  it('takes none while the newest is younger than the interval', async () => {
    expect(await backupWhenDue(source, { target, intervalHours: 24, now: () => new Date('2026-11-29T01:59:00Z'), log })).toBe(false);
    expect(await backupWhenDue(source, { target, intervalHours: 24, now: () => new Date('2026-11-29T02:00:00Z'), log })).toBe(true);
    expect((await target.backups()).length).toBe(2);
  }, 60_000);

  it('stops a backup in flight when the shop shuts down, and leaves nothing of it', async () => {
    const stopping = new AbortController();
    stopping.abort();
    await expect(backupWhenDue(source, { target, intervalHours: 24, now: twoNightsLater, log, signal: stopping.signal })).rejects.toThrow(/abort/i);
    expect((await target.backups()).map((b) => b.name)).not.toContain('backup-2026-11-30T020000Z');
    // Its connection is gone: the next backup is not refused as busy.
    expect(await backupWhenDue(source, { target, intervalHours: 24, now: twoNightsLater, log })).toBe(true);
    await target.remove('backup-2026-11-30T020000Z');
  }, 60_000);

  it('removes backups past their retention and unfinished ones, keeping the newest', async () => {
    for (const at of ['2026-11-01T02:00:00Z', '2026-11-10T02:00:00Z']) {
      mkdirSync(path.join(backups, backupName(new Date(at))));
      writeFileSync(path.join(backups, backupName(new Date(at)), MANIFEST), '{}');
    }
    mkdirSync(path.join(backups, backupName(new Date('2026-11-27T02:00:00Z')), 'postgres'), { recursive: true });
    expect(await removeExpiredBackups(target, new Date('2026-11-29T03:00:00Z'), 14)).toBe(3);
    expect(readdirSync(backups).toSorted()).toEqual(['backup-2026-11-28T020000Z', 'backup-2026-11-29T020000Z']);
  });
});

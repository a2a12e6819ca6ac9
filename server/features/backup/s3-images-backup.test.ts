import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { type S3Server, startS3Server } from '../../test/s3-server';
import { folderTarget } from './backup-target';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

/*
 * A backup of a shop whose images live in S3, restored into an empty DATA_DIR: the database (a row
 * written before the backup) and the stored objects with their types, back into the bucket; a
 * backup whose file was altered is refused. The backup goes to a folder here: s3rver cannot answer
 * a listing of more than 1000 keys on Node 20 (its continuation tokens use DES, which OpenSSL 3
 * refuses), and a backup holds some 1500; the S3 target itself is tested in backup-target.test.ts.
 */

const root = mkdtempSync(path.join(tmpdir(), 'printshop-s3-backup-'));
// As a folder the shop makes itself: as root, the embedded server runs as the user postgres.
chmodSync(root, 0o755);
let s3: S3Server;
let database: Database;

const storageOf = () => s3.storage('images/');
const silent = () => undefined;
const now = () => new Date('2026-11-28T02:00:00Z');

beforeAll(async () => {
  s3 = await startS3Server('shop');
  database = await openDatabase({ dataDir: path.join(root, 'data', 'postgres'), poolSize: 1 });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a backup of a shop whose images live in S3', () => {
  it('restores the database and the S3 storage into an empty DATA_DIR, and refuses an altered backup', async () => {
    const storage = storageOf();
    await storage.put('abc/original', Buffer.from('the photo'), 'image/png');
    await storage.put('print-files/7.pdf', Buffer.from('%PDF-1.7 print'), 'application/pdf');
    await database.db.execute(sql`CREATE TABLE backup_probe (note text)`);
    await database.db.execute(sql`INSERT INTO backup_probe VALUES ('written before the backup')`);
    const target = folderTarget(path.join(root, 'backups'));
    const source = { url: database.embedded?.url as string, postgresDir: path.join(root, 'data', 'postgres'), dataDir: path.join(root, 'data'), storage };
    const manifest = await takeBackup(source, { target, now, progress: silent });
    expect(await target.backups()).toEqual([{ name: manifest.name, complete: true }]);
    expect(manifest.files.filter((f) => f.name.startsWith('storage/')).map((f) => f.name)).toEqual(['storage/abc/original', 'storage/print-files/7.pdf']);

    // The images are lost with the shop's disk and bucket.
    await storage.deletePrefix('abc');
    await storage.deletePrefix('print-files');
    const restored = path.join(root, 'restored');
    await restoreBackup({ target, backup: manifest.name, dataDir: restored, storage, progress: silent });
    const photo = await storage.get('abc/original');
    expect(photo && { type: photo.contentType, body: (await buffer(photo.body)).toString() }).toEqual({ type: 'image/png', body: 'the photo' });
    expect((await storage.get('print-files/7.pdf'))?.contentType).toBe('application/pdf');
    expect(readFileSync(path.join(restored, 'postgres', 'initialized'), 'utf8')).toContain(manifest.name);
    expect(existsSync(path.join(restored, 'images')), 'the objects went to the bucket, not to the disk').toBe(false);
    const again = await openDatabase({ dataDir: path.join(restored, 'postgres'), poolSize: 1 });
    try {
      expect((await again.db.execute(sql`SELECT note FROM backup_probe`)).rows).toEqual([{ note: 'written before the backup' }]);
    } finally {
      await again.close();
    }

    writeFileSync(path.join(root, 'backups', manifest.name, 'postgres', 'data', 'PG_VERSION'), '17\n');
    await expect(restoreBackup({ target, backup: manifest.name, dataDir: path.join(root, 'altered'), storage, progress: silent })).rejects.toThrow(
      /postgres\/data\/PG_VERSION in the backup does not match its manifest/,
    );
    expect(readdirSync(path.join(root, 'altered')), 'a failed restore leaves DATA_DIR empty').toEqual([]);
    await expect(restoreBackup({ target, backup: manifest.name, dataDir: restored, storage, progress: silent })).rejects.toThrow(/is not empty/);
    await expect(restoreBackup({ target, backup: 'backup-2020-01-01T000000Z', dataDir: path.join(root, 'none'), storage, progress: silent })).rejects.toThrow(
      /has no manifest/,
    );
  }, 90_000);
});

import type { S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server';
import { loadConfig } from '../../config/config';
import { type BackupTarget, folderTarget, MANIFEST, parseS3Address, parseS3Backup, readText } from './backup-target';
import { s3ClientOf, s3Target } from './backup-target-s3';

let s3: S3Server;
let client: S3Client;
const dir = mkdtempSync(path.join(tmpdir(), 'printshop-target-'));

beforeAll(async () => {
  s3 = await startS3Server('shop-backups');
  // As the shop makes it from its S3_* settings.
  client = s3ClientOf(loadConfig(s3.env));
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function write(target: BackupTarget, name: string, text: string) {
  const file = await target.open(name);
  writeFileSync(file.path, text);
  await file.commit();
}

const targets: Array<[string, () => BackupTarget]> = [
  ['a folder', () => folderTarget(path.join(dir, 'backups'))],
  ['an S3 bucket', () => s3Target(client, s3.bucket, 'shop/daily/')],
];

describe.each(targets)('backups in %s', (_, make) => {
  it('stores files under a backup, lists backups with whether they finished, reads and removes them', async () => {
    const target = make();
    expect(await target.backups()).toEqual([]);
    await write(target, 'backup-2026-11-27T020000Z/postgres/data/base/5/1259', 'relation');
    await write(target, `backup-2026-11-27T020000Z/${MANIFEST}`, '{}');
    await write(target, 'backup-2026-11-28T020000Z/storage/abc/original', 'photo');
    expect((await target.backups()).toSorted((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'backup-2026-11-27T020000Z', complete: true },
      { name: 'backup-2026-11-28T020000Z', complete: false },
    ]);
    const read = await target.read('backup-2026-11-27T020000Z/postgres/data/base/5/1259');
    expect(read && (await buffer(read)).toString()).toBe('relation');
    expect(await target.read('backup-2026-11-27T020000Z/missing')).toBeNull();
    expect(await readText(target, 'backup-2026-11-28T020000Z/storage/abc/original')).toBe('photo');

    const dropped = await target.open('backup-2026-11-28T020000Z/storage/abc/r/s400.jpg');
    writeFileSync(dropped.path, 'half');
    await dropped.discard();
    expect(await target.read('backup-2026-11-28T020000Z/storage/abc/r/s400.jpg')).toBeNull();

    await target.remove('backup-2026-11-28T020000Z');
    expect(await target.backups()).toEqual([{ name: 'backup-2026-11-27T020000Z', complete: true }]);
    await expect(target.open('backup-2026-11-27T020000Z/../escape')).rejects.toThrow(/invalid backup file name/);
    await target.remove('backup-2026-11-27T020000Z');
  });
});

describe('S3 addresses', () => {
  it('splits a target into bucket and prefix, and a backup into target and name', () => {
    expect(parseS3Address('s3://shop-backups')).toEqual({ bucket: 'shop-backups', prefix: '' });
    expect(parseS3Address('s3://shop-backups/daily/')).toEqual({ bucket: 'shop-backups', prefix: 'daily/' });
    expect(parseS3Address('/var/backups')).toBeNull();
    expect(parseS3Backup('s3://shop-backups/daily/backup-2026-11-28T020000Z')).toEqual({
      bucket: 'shop-backups',
      prefix: 'daily/',
      name: 'backup-2026-11-28T020000Z',
    });
    expect(parseS3Backup('s3://shop-backups/backup-2026-11-28T020000Z/')).toEqual({ bucket: 'shop-backups', prefix: '', name: 'backup-2026-11-28T020000Z' });
    expect(parseS3Backup('s3://shop-backups')).toBeNull();
  });
});

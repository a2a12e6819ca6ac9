import { describe, expect, it } from 'vitest';
import { Manifest } from './backup-manifest';

const manifest = (names: string[]) => ({
  format: 1,
  name: 'backup-2026-11-28T020000Z',
  startedAt: '2026-11-28T02:00:00.000Z',
  finishedAt: '2026-11-28T02:00:09.000Z',
  shopVersion: '0.1.0',
  migrations: { count: 22, newest: '1764000000000' },
  postgres: { version: '18.4', timeline: 1, startLsn: '0/2000028', stopLsn: '0/2000120', walSegmentSize: 16_777_216 },
  folders: ['postgres/data/pg_wal'],
  files: names.map((name) => ({ name, size: 1, sha256: 'a'.repeat(64) })),
});

describe('a backup manifest', () => {
  it('names files within the database, DATA_DIR and the storage', () => {
    expect(Manifest.safeParse(manifest(['postgres/data/base/5/1259', 'data/image-url-secret', 'storage/abc/r/s400.jpg'])).success).toBe(true);
  });

  it('never leads a restore out of DATA_DIR', () => {
    for (const name of ['postgres/../../etc/passwd', 'data/..', '/etc/passwd', 'etc/passwd', 'storage/a//b', 'postgres'])
      expect(Manifest.safeParse(manifest([name])).success, name).toBe(false);
  });
});

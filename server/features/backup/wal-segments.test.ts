import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { labelStart, parseLsn, walSegmentName, walSegmentsBetween } from './wal-segments';

const MB16 = 16 * 2 ** 20;

describe('WAL segment names', () => {
  it('reads LSNs beyond 2^53 without loss', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
    expect(parseLsn('FFFFFFFF/FFFFFFFF')).toBe(2n ** 64n - 1n);
    expect(() => parseLsn('16-B374D848')).toThrow(/not a WAL location/);
  });

  it('names segments as PostgreSQL does, for any segment size', () => {
    expect(walSegmentName(1, '0/2000028', MB16)).toBe('000000010000000000000002');
    expect(walSegmentName(1, '16/B374D848', MB16)).toBe('0000000100000016000000B3');
    expect(walSegmentName(3, '16/B374D848', 64 * 2 ** 20)).toBe('00000003000000160000002C');
    expect(walSegmentName(1, 'FFFFFFFF/FF000000', MB16)).toBe('00000001FFFFFFFF000000FF');
  });

  it('lists every segment from the start to the stop, across a 4 GiB boundary', () => {
    expect(walSegmentsBetween(1, '0/2000028', '0/2000120', MB16)).toEqual(['000000010000000000000002']);
    expect(walSegmentsBetween(2, '0/FE000028', '1/01000010', MB16)).toEqual([
      '0000000200000000000000FE',
      '0000000200000000000000FF',
      '000000020000000100000000',
      '000000020000000100000001',
    ]);
    expect(() => walSegmentsBetween(1, '0/3000000', '0/2000000', MB16)).toThrow(/stopped .* before it started/);
  });

  it('agrees with the server’s own pg_walfile_name', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ lsn: string; name: string; size: string; timeline: number }>(
        `SELECT lsn::text, pg_walfile_name(lsn) AS name, (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS size,
           (SELECT timeline_id FROM pg_control_checkpoint()) AS timeline
         FROM (VALUES ('0/2000028'::pg_lsn), ('16/B374D848'::pg_lsn), ('1/FFFFFF'::pg_lsn), ('A/1')) AS l(lsn)`,
      );
      for (const row of rows) expect(walSegmentName(row.timeline, row.lsn, Number(row.size)), row.lsn).toBe(row.name);
    } finally {
      await client.end();
    }
  });

  it('reads the start from a backup label', () => {
    const label =
      'START WAL LOCATION: 0/2000028 (file 000000010000000000000002)\nCHECKPOINT LOCATION: 0/2000080\nBACKUP METHOD: streamed\nBACKUP FROM: primary\nSTART TIME: 2026-11-28 17:36:59 UTC\nLABEL: backup-2026-11-28T173659Z\nSTART TIMELINE: 1\n';
    expect(labelStart(label)).toEqual({ timeline: 1, lsn: '0/2000028' });
    expect(() => labelStart('nothing')).toThrow(/not a backup label/);
  });
});

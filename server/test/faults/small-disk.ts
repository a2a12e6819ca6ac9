import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/*
 * A real small file system for the full-disk fault test: a tmpfs that a filler file fills to the
 * last page, so PostgreSQL and the image storage meet a true ENOSPC. Mounting needs root (CI runs
 * as root).
 */

export const mayMount = process.getuid?.() === 0;

export interface SmallDisk {
  dir: string;
  /** Writes the filler until the disk refuses; afterwards not one page is free. */
  fill(): void;
  /** Deletes the filler. */
  drain(): void;
  freeBytes(): number;
  unmount(): void;
}

export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'printshop-small-disk-'));
  try {
    // mode: the embedded server runs as the user postgres (as root), which must reach DATA_DIR in it.
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=755`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not mount a ${sizeMb} MB tmpfs at ${dir}: ${String((error as { stderr?: unknown }).stderr ?? error)}`, { cause: error });
  }
  const filler = path.join(dir, 'filler');
  const freeBytes = () => {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  };
  return {
    dir,
    freeBytes,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Big writes for speed, then page by page for the last ones.
        for (const size of [2 ** 20, 4096]) {
          const chunk = Buffer.alloc(size, 0xa5);
          try {
            for (;;) writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    drain: () => rmSync(filler, { force: true }),
    unmount() {
      execFileSync('umount', [dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Moves the WAL insert position of the running server at `url` (the shop's own) to within `room`
 * bytes of the end of its 16 MB segment, with a logical message (it writes WAL and nothing else).
 * Returns the room left and the name of that segment. Measured while the shop runs, not before it
 * starts: a start writes WAL too (migrations, the job engine), and could otherwise move PostgreSQL
 * into the next segment, the one dropUnusedWalSegments would then delete under it.
 */
export async function leaveWalRoom(url: string, room: number): Promise<{ left: number; segment: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const position = async () => {
    const { rows } = await client.query<{ left: string; segment: string }>(
      `select (setting::bigint - pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::bigint % setting::bigint)::text as left,
              pg_walfile_name(pg_current_wal_insert_lsn()) as segment
       from pg_settings where name = 'wal_segment_size'`,
    );
    return { left: Number(rows[0]?.left), segment: rows[0]?.segment ?? '' };
  };
  let now = await position();
  try {
    // Page headers add a little to each message: approach from below, a few steps.
    for (let step = 0; step < 6 && now.left > room; step += 1) {
      const bytes = Math.max(1, Math.floor((now.left - room / 2) * 0.99));
      await client.query(`select pg_logical_emit_message(false, 'full-disk-test', repeat('x', $1::int))`, [bytes]);
      now = await position();
    }
    return now;
  } finally {
    await client.end();
  }
}

/**
 * Deletes the WAL segment files after `segment` that PostgreSQL created in advance and has not used
 * yet, as a shop has used them up after running a while: its next segment must then be created
 * when it is needed. (A checkpoint creates or recycles segments in advance; the next one comes
 * only after checkpoint_timeout, 5 minutes.)
 */
export function dropUnusedWalSegments(postgresDir: string, segment: string): string[] {
  const wal = path.join(postgresDir, 'data', 'pg_wal');
  const unused = readdirSync(wal).filter((file) => /^[0-9A-F]{24}$/.test(file) && file > segment);
  for (const file of unused) rmSync(path.join(wal, file));
  return unused;
}

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/*
 * A backup's manifest, written last (a backup without one did not finish): what it holds, each
 * file with its size and SHA-256 (checked on restore), and what it was taken of (the shop's
 * version, its migration level, the database server's version and WAL positions).
 *
 * Files are named within the backup: 'postgres/…' is DATA_DIR/postgres (the data folder with
 * backup_label and its WAL, and the password file), 'data/…' a file of DATA_DIR itself (the
 * image URL key), 'storage/…' an object of the image storage (images, print files, pictures).
 */

export const BACKUP_FORMAT = 1;

/** A path within the backup: one of its three parts, then plain segments (a manifest never leads a restore out of DATA_DIR). */
const WithinBackup = z
  .string()
  .regex(/^(postgres|data|storage)(\/[A-Za-z0-9_.-]+)+$/)
  .refine((name) => !name.split('/').some((part) => part === '.' || part === '..'), 'no . or .. segments');

const BackupFile = z.object({
  name: WithinBackup,
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Objects of the storage: their type, for an S3 storage to serve them with. */
  contentType: z.string().optional(),
});
export type BackupFile = z.infer<typeof BackupFile>;

export const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  name: z.string().min(1),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  shopVersion: z.string(),
  /** Migrations applied (the rows of drizzle's journal table) and the newest one's timestamp. */
  migrations: z.object({ count: z.number().int().min(0), newest: z.string().nullable() }),
  postgres: z.object({ version: z.string(), timeline: z.number().int().min(1), startLsn: z.string(), stopLsn: z.string(), walSegmentSize: z.number().int() }),
  /** Folders to make even when empty (pg_wal and the other run-time folders of the data folder). */
  folders: z.array(WithinBackup),
  files: z.array(BackupFile),
});
export type Manifest = z.infer<typeof Manifest>;

/** Copies a stream into a file, counting and hashing the bytes on the way (one pass, bounded memory). */
export async function copyHashed(source: Readable, file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, counter, createWriteStream(file));
  return { size, sha256: hash.digest('hex') };
}

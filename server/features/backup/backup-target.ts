import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config/config';
import type { StoredBackup } from './backup-schedule';

/*
 * Where backups go: a folder (BACKUP_TARGET a path) or an S3 bucket (s3://bucket/prefix, with the
 * S3_* settings' endpoint and credentials). A backup is a folder of files under its name; the
 * caller writes each file to a local path first (`open`) and then commits it, so an S3 upload
 * always knows its length and never holds a file in memory.
 */

interface TargetFile {
  /** Where to write the file's bytes. */
  path: string;
  /** Stores it under its name (S3: uploads and removes the local copy). */
  commit(): Promise<void>;
  /** Drops it (a failed copy). */
  discard(): Promise<void>;
}

export interface BackupTarget {
  /** For messages: the folder or s3:// address. */
  where: string;
  backups(): Promise<StoredBackup[]>;
  /** A file of a backup ('backup-…/postgres/data/base/5/1259'), to write and commit. */
  open(name: string): Promise<TargetFile>;
  /** A file of a backup as a stream, or null when it is missing. */
  read(name: string): Promise<Readable | null>;
  /** Deletes a backup with all its files. */
  remove(backup: string): Promise<void>;
}

export const MANIFEST = 'manifest.json';

const BACKUP_NAME = /^[A-Za-z0-9_.-]+$/;
/** Names come from our manifest and listings; one that could leave the target is refused. */
export function assertName(name: string): void {
  if (name.split('/').some((part) => !BACKUP_NAME.test(part) || part === '.' || part === '..')) throw new Error(`invalid backup file name: ${name}`);
}

export function folderTarget(root: string): BackupTarget {
  const fileOf = (name: string) => {
    assertName(name);
    return path.join(root, ...name.split('/'));
  };
  return {
    where: root,
    async backups() {
      const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
      return Promise.all(folders.map(async (name) => ({ name, complete: (await stat(path.join(root, name, MANIFEST)).catch(() => null))?.isFile() ?? false })));
    },
    async open(name) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      return { path: file, commit: async () => undefined, discard: () => rm(file, { force: true }) };
    },
    async read(name) {
      const file = fileOf(name);
      if (!(await stat(file).catch(() => null))?.isFile()) return null;
      return createReadStream(file);
    },
    async remove(backup) {
      await rm(fileOf(backup), { recursive: true, force: true });
    },
  };
}

/** 's3://bucket/some/prefix' as its bucket and its prefix ('some/prefix/', or '' for the bucket's top). */
export function parseS3Address(address: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(address);
  if (!match) return null;
  const rest = (match[2] ?? '').replace(/\/+$/, '');
  return { bucket: match[1] as string, prefix: rest ? `${rest}/` : '' };
}

/** 's3://bucket/prefix/backup-…' as the target's bucket and prefix and the backup's name; null when it names no backup. */
export function parseS3Backup(address: string): { bucket: string; prefix: string; name: string } | null {
  const parsed = parseS3Address(address);
  const parts = parsed?.prefix.split('/').filter(Boolean) ?? [];
  const name = parts.pop();
  if (!parsed || !name) return null;
  return { bucket: parsed.bucket, prefix: parts.map((p) => `${p}/`).join(''), name };
}

/**
 * BACKUP_TARGET as a target: s3://… a bucket, anything else a folder (relative to the working
 * directory). The AWS SDK loads only for a bucket: it cost every start of a shop without one.
 */
export async function backupTarget(config: Config): Promise<BackupTarget> {
  const s3 = parseS3Address(config.backupTarget);
  if (s3) {
    const { s3ClientOf, s3Target } = await import('./backup-target-s3');
    return s3Target(s3ClientOf(config), s3.bucket, s3.prefix);
  }
  return folderTarget(path.resolve(config.backupTarget));
}

/** A backup's manifest as text, or null when the backup has none (unfinished, or no backup of ours). */
export async function readText(target: BackupTarget, name: string): Promise<string | null> {
  const body = await target.read(name);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

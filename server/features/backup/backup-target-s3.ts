import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NotFound, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config/config';
import { type BackupTarget, MANIFEST, assertName } from './backup-target';

/* The S3 bucket as a backup target, in a module of its own: loaded only when BACKUP_TARGET names one. */

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

export function s3Target(client: S3Client, bucket: string, prefix: string): BackupTarget {
  const Key = (name: string) => {
    assertName(name);
    return `${prefix}${name}`;
  };
  const keysUnder = async function* (Prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  };
  return {
    where: `s3://${bucket}/${prefix}`,
    async backups() {
      // From the listing of every key rather than a delimited one: some S3-compatible servers leave
      // out common prefixes that hold no object directly. A shop's backups are a few thousand keys each.
      const complete = new Map<string, boolean>();
      for await (const key of keysUnder(prefix)) {
        const [name, ...rest] = key.slice(prefix.length).split('/');
        if (!name || rest.length === 0) continue;
        complete.set(name, (complete.get(name) ?? false) || rest.join('/') === MANIFEST);
      }
      return [...complete].map(([name, done]) => ({ name, complete: done }));
    },
    async open(name) {
      const key = Key(name);
      const file = path.join(tmpdir(), `printshop-backup-${randomBytes(8).toString('hex')}`);
      return {
        path: file,
        commit: async () => {
          try {
            const { size } = await stat(file);
            await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(file), ContentLength: size }));
          } finally {
            await unlink(file).catch(() => undefined);
          }
        },
        discard: () => rm(file, { force: true }),
      };
    },
    async read(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(name) }));
        return (out.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(backup) {
      // One DELETE per object, as the image storage does: DeleteObjects needs a Content-MD5 some servers reject.
      for await (const key of keysUnder(`${Key(backup)}/`)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/** The S3 client of the shop's S3_* settings (endpoint, region, credentials), for a backup bucket. */
export function s3ClientOf(config: Config): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

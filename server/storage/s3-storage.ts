import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { type ObjectStorage, type StoredObject, assertKey } from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Prepended to every key, e.g. 'images/'. */
  prefix?: string;
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/** Objects in an S3-compatible bucket (AWS, MinIO, Ceph, R2, ...). A PUT is atomic in S3 by nature. */
export function s3Storage(options: S3StorageOptions, client?: S3Client): ObjectStorage {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
    // Checksums only where the service requires them: self-hosted servers often lack the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const s3 = client ?? new S3Client(config);
  const Bucket = options.bucket;
  const prefix = options.prefix ?? '';
  const Key = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, body, contentType) {
      // A single PUT (up to 5 GB) with a known length: a file is streamed from disk, never read into memory.
      const [Body, ContentLength] = Buffer.isBuffer(body) ? [body, body.length] : [createReadStream(body.file), (await stat(body.file)).size];
      await s3.send(new PutObjectCommand({ Bucket, Key: Key(key), Body, ContentLength, ContentType: contentType }));
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: out.ContentLength, contentType: out.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async deletePrefix(folder) {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: `${Key(folder)}/`, ContinuationToken }));
        // One DELETE per object: DeleteObjects needs a Content-MD5 that some compatible servers reject.
        for (const object of page.Contents ?? []) if (object.Key) await s3.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

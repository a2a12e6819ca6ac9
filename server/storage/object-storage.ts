import type { Readable } from 'node:stream';

/** What a put stores: bytes in memory (renditions) or a file on local disk (an upload's temp file). */
type PutBody = Buffer | { file: string };

/** One stored object as read back: its bytes as a stream, its length and type when known. */
export interface StoredObject {
  body: Readable;
  size: number | undefined;
  contentType: string | undefined;
}

/**
 * Where image bytes live: local disk (embedded mode) or S3-compatible object storage (scaled mode).
 * Keys are relative paths of URL-safe segments ('abc/original', 'abc/r/s400.webp'). A put is
 * all-or-nothing: readers see the whole object or none, so concurrent writers of one key are safe.
 */
export interface ObjectStorage {
  put(key: string, body: PutBody, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes one object; deleting a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with prefix + '/' (an image with all its renditions). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key stored now, in no particular order (the backup copies them). */
  keys(): AsyncIterable<string>;
}

const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** Whether a key is one of ours (a listing may show other files, e.g. a half-written one). */
export const isKey = (key: string) => KEY.test(key) && !key.includes('..');

/** Keys come from our own code, but a bad one must never reach a file path or a bucket. */
export function assertKey(key: string): void {
  if (!isKey(key)) throw new Error(`invalid storage key: ${key}`);
}

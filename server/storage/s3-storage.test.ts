import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { allKeys } from '../test/storage-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../test/s3-server';

/** The adapter with the real AWS SDK against an S3-compatible server (s3rver), signed and path-style. */

let s3: S3Server;
const dir = mkdtempSync(path.join(tmpdir(), 'printshop-s3-'));

beforeAll(async () => {
  s3 = await startS3Server('shop-images');
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('s3Storage against an S3-compatible server', () => {
  it('puts, gets, checks, lists and deletes objects with signed path-style requests', async () => {
    const storage = s3.storage('images/');
    const file = path.join(dir, 'original');
    writeFileSync(file, Buffer.alloc(100_000, 7));
    await storage.put('abc/original', { file }, 'image/png');
    await storage.put('abc/r/s400.jpg', Buffer.from('thumb'), 'image/jpeg');
    expect(await s3.keys()).toEqual(['images/abc/original', 'images/abc/r/s400.jpg']);
    expect((await allKeys(storage)).toSorted()).toEqual(['abc/original', 'abc/r/s400.jpg']);
    const original = await storage.get('abc/original');
    expect(original && { type: original.contentType, size: original.size }).toEqual({ type: 'image/png', size: 100_000 });
    expect(original && (await buffer(original.body)).equals(Buffer.alloc(100_000, 7))).toBe(true);
    // A file is streamed with its length announced (no chunked upload, which S3 refuses without it).
    expect(s3.requests.find((r) => r.method === 'PUT' && r.url?.includes('original'))?.headers['content-length']).toBe('100000');

    const got = await storage.get('abc/r/s400.jpg');
    expect(got && { type: got.contentType, size: got.size, body: (await buffer(got.body)).toString() }).toEqual({ type: 'image/jpeg', size: 5, body: 'thumb' });
    expect(await storage.get('abc/missing')).toBeNull();
    expect(await storage.exists('abc/original')).toBe(true);
    expect(await storage.exists('abc/missing')).toBe(false);

    await storage.put('abcd/original', Buffer.from('other image'), 'image/jpeg');
    await storage.deletePrefix('abc');
    expect(await s3.keys()).toEqual(['images/abcd/original']);
    await storage.delete('abcd/original');
    expect(await s3.keys()).toEqual([]);
    const ours = s3.requests.filter((r) => r.method !== 'GET' || !r.url?.includes('list-type') || r.url.includes('prefix=images'));
    expect(ours.every((r) => /AWS4-HMAC-SHA256/.test(r.headers.authorization ?? '') && r.url?.startsWith('/shop-images'))).toBe(true);
  });
});

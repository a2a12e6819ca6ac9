import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage';

/**
 * No S3-compatible server installs here without a download from elsewhere, so this is a minimal
 * one over node:http: path-style PUT/GET/HEAD/DELETE of objects and ListObjectsV2, enough to see the
 * SDK's real requests (signed, path-style, with the lengths and types we set) do what the adapter expects.
 */
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: Array<{ method: string; url: string; auth: boolean; length: string | undefined }> = [];
let server: Server;
let endpoint: string;
const dir = mkdtempSync(path.join(tmpdir(), 'printshop-s3-'));

async function handle(req: IncomingMessage): Promise<{ status: number; body?: Buffer | string; headers?: Record<string, string> }> {
  const url = new URL(req.url ?? '/', 'http://s3.test');
  const [, bucket, ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  if (bucket !== 'shop-images') return { status: 404, body: '<Error><Code>NoSuchBucket</Code></Error>' };
  if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
    const prefix = url.searchParams.get('prefix') ?? '';
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
    const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>shop-images</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`).join('')}</ListBucketResult>`;
    return { status: 200, body: xml, headers: { 'content-type': 'application/xml' } };
  }
  const object = objects.get(key);
  switch (req.method) {
    case 'PUT':
      objects.set(key, { body: await buffer(req), type: req.headers['content-type'] ?? '' });
      return { status: 200, headers: { etag: '"x"' } };
    case 'GET':
    case 'HEAD':
      if (!object) return { status: 404, body: req.method === 'GET' ? '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>' : undefined };
      return { status: 200, body: req.method === 'GET' ? object.body : undefined, headers: { 'content-type': object.type, 'content-length': String(object.body.length) } };
    case 'DELETE':
      objects.delete(key);
      return { status: 204 };
    default:
      return { status: 405 };
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', auth: /AWS4-HMAC-SHA256/.test(req.headers.authorization ?? ''), length: req.headers['content-length'] });
    handle(req).then(({ status, body, headers }) => {
      res.writeHead(status, headers);
      res.end(body);
    }, () => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('s3Storage against an S3-speaking node:http server', () => {
  it('puts, gets, checks, lists and deletes objects with signed path-style requests', async () => {
    const storage = s3Storage({ bucket: 'shop-images', region: 'eu-central-2', endpoint, forcePathStyle: true, accessKeyId: 'AK', secretAccessKey: 'SK', prefix: 'images/' });
    const file = path.join(dir, 'original');
    writeFileSync(file, Buffer.alloc(100_000, 7));
    await storage.put('abc/original', { file }, 'image/png');
    await storage.put('abc/r/s400.jpg', Buffer.from('thumb'), 'image/jpeg');
    expect(objects.get('images/abc/original')?.body.length).toBe(100_000);
    expect(objects.get('images/abc/original')?.type).toBe('image/png');
    expect(seen.find((r) => r.method === 'PUT' && r.url.includes('original'))?.length).toBe('100000');

    const got = await storage.get('abc/r/s400.jpg');
    expect(got && { type: got.contentType, size: got.size, body: (await buffer(got.body)).toString() }).toEqual({ type: 'image/jpeg', size: 5, body: 'thumb' });
    expect(await storage.get('abc/missing')).toBeNull();
    expect(await storage.exists('abc/original')).toBe(true);
    expect(await storage.exists('abc/missing')).toBe(false);

    await storage.put('abcd/original', Buffer.from('other image'), 'image/jpeg');
    await storage.deletePrefix('abc');
    expect([...objects.keys()]).toEqual(['images/abcd/original']);
    await storage.delete('abcd/original');
    expect(objects.size).toBe(0);
    expect(seen.every((r) => r.auth && r.url.startsWith('/shop-images/'))).toBe(true);
  });
});

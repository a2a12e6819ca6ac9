import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import compression from './compression';

const entry = 'console.log("entry");'.repeat(200);
const preCompressed = gzipSync(entry, { level: 1 });

/** A built shell in miniature, with a pre-compressed asset as the build writes it. */
function miniatureDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'printshop-compress-'));
  mkdirSync(path.join(dir, 'shell', 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html>\n<html lang="de">\n<head></head>\n<body>\n<div id="root"></div>\n</body>\n</html>');
  writeFileSync(path.join(dir, 'shell', 'app', 'index-1.js'), entry);
  writeFileSync(path.join(dir, 'shell', 'app', 'index-1.js.gz'), preCompressed);
  return dir;
}

const dist = miniatureDist();
let t: TestApp;
beforeAll(async () => (t = await createTestApp({ DIST_DIR: dist })));
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression of HTML and JSON answers', () => {
  for (const [kind, url] of [
    // An HTML page needs the built shell: server/web/web.test.ts checks those.
    ['an XML sitemap', '/sitemap.xml'],
    ['a JSON answer', '/api/cms/navigations?language=de'],
  ] as const) {
    it(`sends ${kind} brotli-compressed to a browser that accepts it, the same bytes decoded`, async () => {
      const plain = await get(url);
      const compressed = await get(url, 'gzip, deflate, br');
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    });

    it(`sends ${kind} gzip-compressed when gzip is all the client takes`, async () => {
      const plain = await get(url);
      const compressed = await get(url, 'gzip');
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    });
  }

  it('sends the answer as it is to a client that accepts no encoding', async () => {
    const response = await get('/api/cms/navigations?language=de');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(response.body) as unknown).not.toThrow();
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await get('/api/basket/count', 'br, gzip');
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('serves a built asset from its pre-compressed file, not compressed again', async () => {
    const response = await get('/app/index-1.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(preCompressed)).toBe(true);
  });
});

describe('a streamed answer', () => {
  it('reaches the client chunk by chunk while it is still being written', async () => {
    const app = Fastify({ forceCloseConnections: true });
    await app.register(compression);
    const source = new PassThrough();
    app.get('/stream', (_request, reply) => reply.type('text/html').send(source));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const first = '<p>first part</p>'.repeat(100);
      // The first part must arrive decoded before the source has ended; without a flush it waits in the compressor and this never resolves.
      const firstDecoded = new Promise<{ text: string; encoding: string | undefined }>((resolve, reject) => {
        const req = httpGet({ port, host: '127.0.0.1', path: '/stream', headers: { 'accept-encoding': 'br' } }, (response) => {
          let text = '';
          response.pipe(createBrotliDecompress()).on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.length >= first.length) resolve({ text, encoding: response.headers['content-encoding'] });
          });
        });
        req.on('error', reject);
        req.end();
      });
      source.write(first);
      const { text, encoding } = await firstDecoded;
      expect(encoding).toBe('br');
      expect(text).toBe(first);
      source.end('<p>last part</p>');
    } finally {
      await app.close();
    }
  });
});

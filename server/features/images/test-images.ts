// Helpers of the image tests: small generated images and hand-built multipart bodies.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';

export const TEST_IMAGE_SECRET = 'test-image-url-secret-of-at-least-32-chars';

/** The real app (with more settings in env) with images in a temp data folder of its own, removed on close. */
export async function createImageTestApp(env: Record<string, string> = {}): Promise<TestApp & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-images-'));
  const t = await createTestApp({ DATA_DIR: dataDir, IMAGE_URL_SECRET: TEST_IMAGE_SECRET, ...env });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A width x height image: left half red, right half blue (so orientation is visible in its pixels). */
export async function twoColourImage(width: number, height: number): Promise<Sharp> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([{ input: blue, left: half, top: 0 }]);
}

export const jpeg = async (width = 64, height = 48) => (await twoColourImage(width, height)).jpeg().toBuffer();

const CRLF = '\r\n';

function partHead(boundary: string, field: string, filename: string, contentType: string): Buffer {
  return Buffer.from(
    `--${boundary}${CRLF}Content-Disposition: form-data; name="${field}"; filename="${filename}"${CRLF}Content-Type: ${contentType}${CRLF}${CRLF}`,
  );
}

export interface Multipart {
  payload: Buffer | Readable;
  headers: Record<string, string>;
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipart(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', field = 'file'): Multipart {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([partHead(boundary, field, filename, contentType), data, Buffer.from(`${CRLF}--${boundary}--${CRLF}`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The same, streamed: `bytes` of file data made on the fly (a JPEG start, then zeros), never held in memory. */
export function streamedMultipart(bytes: number): Multipart {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunk = Buffer.alloc(1024 * 1024);
  async function* body() {
    yield partHead(boundary, 'file', 'huge.jpg', 'image/jpeg');
    yield Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    let left = bytes - 4;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
    yield Buffer.from(`${CRLF}--${boundary}--${CRLF}`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageInfo } from '../../../shared/api/images';
import { expectError } from '../../test/expect-error';
import { createImageTestApp, jpeg, multipart, streamedMultipart, twoColourImage } from './test-images';

let t: Awaited<ReturnType<typeof createImageTestApp>>;
beforeAll(async () => {
  t = await createImageTestApp();
});
afterAll(() => t.close());

const upload = (data: Buffer, filename?: string, contentType?: string) => {
  const body = multipart(data, filename, contentType);
  return t.app.inject({ method: 'POST', url: '/api/images', ...body });
};

/** One PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares width x height, with only a few compressed rows of data: no decoder ever gets far. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('POST /api/images', () => {
  it('stores a JPEG with EXIF orientation 6 upright: size swapped, proxy turned', async () => {
    const data = await (await twoColourImage(60, 40)).jpeg().withMetadata({ orientation: 6, density: 300 }).toBuffer();
    const res = await upload(data, 'Ferien Foto.JPG');
    expect(res.statusCode, res.body).toBe(201);
    const info = ImageInfo.parse(res.json());
    expect([info.width, info.height, info.format, info.density]).toEqual([40, 60, 'jpeg', 300]);
    expect([info.proxyWidth, info.proxyHeight]).toEqual([40, 60]);
    expect(info.fileSize).toBe(data.length);
    expect(res.cookies.some((c) => c.name === 'basket_session')).toBe(true);
    const proxy = await t.app.inject({ url: info.proxyUrl });
    expect(proxy.statusCode).toBe(200);
    const { data: pixels, info: meta } = await sharp(proxy.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([meta.width, meta.height]).toEqual([40, 60]);
    // Orientation 6 turns the image clockwise: the red left half ends up on top.
    expect([pixels[0], pixels[2]]).toEqual([expect.toSatisfy((r: number) => r > 200), expect.toSatisfy((b: number) => b < 60)]);
    const bottom = (59 * 40 + 20) * 3;
    expect([pixels[bottom], pixels[bottom + 2]]).toEqual([expect.toSatisfy((r: number) => r < 60), expect.toSatisfy((b: number) => b > 200)]);
  });

  it.each([
    ['png', (s: Sharp) => s.png()],
    ['webp', (s: Sharp) => s.webp()],
    ['tiff', (s: Sharp) => s.tiff()],
  ] as const)('accepts %s', async (format, encode) => {
    const res = await upload(await encode(await twoColourImage(30, 20)).toBuffer(), `x.${format}`, `image/${format}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(ImageInfo.parse(res.json())).toMatchObject({ format, width: 30, height: 20 });
  });

  it('decides the type by the bytes: a JPEG declared as PNG is a JPEG, a text named .jpg is refused', async () => {
    const res = await upload(await jpeg(), 'picture.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().format).toBe('jpeg');
    const text = expectError(await upload(Buffer.from('hello, not an image\n'.repeat(20)), 'photo.jpg', 'image/jpeg'), 415, 'unsupported_media_type');
    expect(text.error.message).toContain('JPEG, PNG, WebP, TIFF');
  });

  it('refuses HEVC-coded HEIC with 415 naming the formats that work', async () => {
    // An AVIF rebranded as HEIC with an HEVC item: the container parses, the codec is not available.
    const avif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } }).avif().toBuffer();
    const heic = Buffer.from(avif.toString('latin1').replace('avif', 'heic').replace('av01', 'hvc1').replace('av1C', 'hvcC'), 'latin1');
    const body = expectError(await upload(heic, 'IMG_0001.HEIC', 'image/heic'), 415, 'unsupported_media_type');
    expect(body.error.message).toMatch(/JPEG/);
  });

  it('refuses a file over 80 MB with 413 while streaming it', async () => {
    const body = streamedMultipart(81 * 1024 * 1024);
    const res = await t.app.inject({ method: 'POST', url: '/api/images', ...body });
    expectError(res, 413, 'payload_too_large');
  });

  it('refuses a 20000 x 20000 pixel bomb with 422 from its header, without decoding it', async () => {
    const before = process.memoryUsage().rss;
    const bomb = pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(10_000);
    const body = expectError(await upload(bomb, 'bomb.png', 'image/png'), 422, 'unprocessable');
    expect(body.error.message).toContain('120');
    // Decoding would need 1.2 GB; the header check keeps the process well below that.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('answers 422 for damaged data and 400 without a file part', async () => {
    const broken = (await jpeg(200, 200)).subarray(0, 300);
    expectError(await upload(broken), 422, 'unprocessable');
    const wrongField = multipart(await jpeg(), 'a.jpg', 'image/jpeg', 'photo');
    expectError(await t.app.inject({ method: 'POST', url: '/api/images', ...wrongField }), 400, 'bad_request');
    expectError(await t.app.inject({ method: 'POST', url: '/api/images', payload: { file: 'x' } }), 415, 'unsupported_media_type');
  });

  it('answers a cut-off or malformed upload with 400 and a way on, never a server error', async () => {
    const one = multipart(await jpeg());
    const other = multipart(await jpeg());
    const wrongBoundary = await t.app.inject({ method: 'POST', url: '/api/images', headers: { ...one.headers, 'accept-language': 'en' }, payload: other.payload });
    expect(expectError(wrongBoundary, 400, 'bad_request').error.message).toBe('The upload was incomplete. Please upload the file again.');
    const cutOff = (one.payload as Buffer).subarray(0, (one.payload as Buffer).length - 200);
    expectError(await t.app.inject({ method: 'POST', url: '/api/images', headers: one.headers, payload: cutOff }), 400, 'bad_request');
  });

  it('keeps JSON endpoints refusing multipart with 415', async () => {
    const body = multipart(await jpeg());
    expectError(await t.app.inject({ method: 'POST', url: '/api/config/canvas/check', ...body }), 415, 'unsupported_media_type');
  });

  it('is documented in OpenAPI as a multipart upload with progress', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const post = doc.paths['/api/images'].post;
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(post.summary).toMatch(/progress/);
    for (const status of ['201', '413', '415', '422']) expect(post.responses[status]).toBeDefined();
    expect(doc.paths['/api/images/{imageId}'].delete).toBeDefined();
  });
});

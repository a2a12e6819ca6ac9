import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { ImageInfo } from '../../../shared/api/images';
import { expectError } from '../../test/expect-error';
import { originalKey } from './image-keys';
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

const storedOriginal = async (id: string) => {
  const stored = await t.app.images.storage.get(originalKey(id));
  if (!stored) throw new Error(`no original of ${id}`);
  return buffer(stored.body);
};

/** The tags of an EXIF block's first IFD (IFD0); 0x8825 points to the GPS IFD. */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('II*\0') >= 0 ? exif.indexOf('II*\0') : exif.indexOf('MM\0*'));
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}
const GPS_IFD = 0x8825;
const ORIENTATION = 0x0112;

/** Mean absolute difference of two images' decoded pixels (same size and channels). */
async function pixelDistance(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  expect(x.length).toBe(y.length);
  let total = 0;
  for (let i = 0; i < x.length; i++) total += Math.abs((x[i] as number) - (y[i] as number));
  return total / x.length;
}

describe('POST /api/images', () => {
  it('stores the original as decoded and encoded anew: no GPS position, nothing after the image, orientation, resolution and colour profile kept', async () => {
    const photo = await (
      await twoColourImage(120, 80)
    )
      .jpeg({ quality: 92 })
      .withIccProfile('p3')
      .withMetadata({ orientation: 6, density: 300 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 3/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '8/1 18/1 4321/100' },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(ifd0Tags(sent.exif as Buffer), 'the upload carries a GPS position').toContain(GPS_IFD);
    const hidden = Buffer.from('HIDDEN-PAYLOAD-AFTER-THE-IMAGE'.repeat(50));
    const res = await upload(Buffer.concat([photo, hidden]), 'IMG_1234.JPG');
    expect(res.statusCode, res.body).toBe(201);
    const info = ImageInfo.parse(res.json());
    expect([info.width, info.height, info.density]).toEqual([80, 120, 300]);

    const stored = await storedOriginal(info.id);
    expect(stored.includes(Buffer.from('HIDDEN-PAYLOAD'))).toBe(false);
    expect(stored.subarray(-2).toString('hex'), 'the JPEG ends with its EOI marker').toBe('ffd9');
    expect(info.fileSize).toBe(stored.length);
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 120, height: 80, orientation: 6, density: 300, chromaSubsampling: '4:4:4' });
    expect(kept.icc?.equals(sent.icc as Buffer), 'the same ICC profile').toBe(true);
    const tags = ifd0Tags(kept.exif as Buffer);
    expect(tags).toContain(ORIENTATION);
    expect(tags).not.toContain(GPS_IFD);
    expect((kept.exif as Buffer).includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Full resolution at print quality: the pixels are the upload's, give or take JPEG rounding.
    expect(await pixelDistance(stored, photo)).toBeLessThan(2);
  });

  it('stores lossless formats losslessly: a 16-bit PNG keeps every pixel and its depth, a CMYK TIFF stays CMYK', async () => {
    const png = await (await twoColourImage(40, 30)).toColourspace('rgb16').png().toBuffer();
    const res = await upload(Buffer.concat([png, Buffer.from('trailing bytes')]), 'deep.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const storedPng = await storedOriginal(res.json().id);
    expect(storedPng.includes(Buffer.from('trailing bytes'))).toBe(false);
    expect((await sharp(storedPng).metadata()).depth).toBe('ushort');
    expect((await sharp(storedPng).raw({ depth: 'ushort' }).toBuffer()).equals(await sharp(png).raw({ depth: 'ushort' }).toBuffer())).toBe(true);

    // A lossless WebP stays lossless (a lossy one is encoded at quality 95).
    const webp = await (await twoColourImage(40, 30)).webp({ lossless: true }).toBuffer();
    const storedWebp = await storedOriginal((await upload(webp, 'flat.webp', 'image/webp')).json().id);
    expect(storedWebp.includes(Buffer.from('VP8L'))).toBe(true);
    expect(await pixelDistance(storedWebp, webp)).toBe(0);

    const cmyk = await (await twoColourImage(40, 30)).toColourspace('cmyk').tiff().toBuffer();
    const tiff = await upload(cmyk, 'press.tif', 'image/tiff');
    expect(tiff.statusCode, tiff.body).toBe(201);
    const storedTiff = await sharp(await storedOriginal(tiff.json().id)).metadata();
    expect([storedTiff.format, storedTiff.space, storedTiff.channels]).toEqual(['tiff', 'cmyk', 4]);
  });

  it('finds the faces of an upload in its upright pixels and keeps them with the image', async () => {
    // bench/faces/portrait-1.jpg (a face at 166, 75, 114 x 113) stored turned, with the EXIF orientation that sets it upright.
    const portrait = new URL('../../../bench/faces/portrait-1.jpg', import.meta.url);
    const data = await sharp(readFileSync(portrait)).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(data, 'portrait.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const info = ImageInfo.parse(res.json());
    expect(info.focus?.faces).toHaveLength(1);
    const [face] = info.focus!.faces;
    expect(Math.abs(face!.x + face!.width / 2 - 223)).toBeLessThan(30);
    expect(Math.abs(face!.y + face!.height / 2 - 131)).toBeLessThan(30);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/images/${info.id}`,
      cookies: { basket_session: res.cookies.find((c) => c.name === 'basket_session')!.value },
    });
    expect(ImageInfo.parse(again.json()).focus).toEqual(info.focus);
  });

  it('stores a JPEG with EXIF orientation 6 upright: size swapped, proxy turned', async () => {
    const data = await (await twoColourImage(60, 40)).jpeg().withMetadata({ orientation: 6, density: 300 }).toBuffer();
    const res = await upload(data, 'Ferien Foto.JPG');
    expect(res.statusCode, res.body).toBe(201);
    const info = ImageInfo.parse(res.json());
    expect([info.width, info.height, info.format, info.density]).toEqual([40, 60, 'jpeg', 300]);
    expect([info.proxyWidth, info.proxyHeight]).toEqual([40, 60]);
    expect(info.fileSize).toBe((await storedOriginal(info.id)).length);
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

  it('stores an AVIF as AVIF, decoded and encoded anew', async () => {
    const avif = await (await twoColourImage(48, 32)).avif({ quality: 80 }).toBuffer();
    const res = await upload(Buffer.concat([avif, Buffer.from('after the image')]), 'photo.avif', 'image/avif');
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedOriginal(res.json().id);
    expect(stored.includes(Buffer.from('after the image'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 48, height: 32 });
    expect(await pixelDistance(stored, avif)).toBeLessThan(4);
  });

  it('decides the type by the bytes: a JPEG declared as PNG is a JPEG, a text named .jpg is refused', async () => {
    const res = await upload(await jpeg(), 'picture.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().format).toBe('jpeg');
    const text = expectError(await upload(Buffer.from('hello, not an image\n'.repeat(20)), 'photo.jpg', 'image/jpeg'), 415, 'unsupported_media_type');
    expect(text.error.message).toContain('JPEG, PNG, WebP, TIFF');
  });

  it('accepts an iPhone HEIC (HEVC) and stores it as JPEG quality 95 without chroma subsampling, upright, charged by its stored size', async () => {
    // Made once with libheif's heif-enc from a 64 x 40 PNG, red left half and blue right half.
    const heic = readFileSync(new URL('./fixtures/red-left-blue-right.heic', import.meta.url));
    const res = await upload(heic, 'IMG_0001.HEIC', 'image/heic');
    expect(res.statusCode, res.body).toBe(201);
    const info = ImageInfo.parse(res.json());
    expect(info).toMatchObject({ format: 'jpeg', width: 64, height: 40, name: 'IMG_0001.HEIC' });
    const stored = await storedOriginal(info.id);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 40, chromaSubsampling: '4:4:4' });
    expect(info.fileSize).toBe(stored.length);
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * 64 + x) * 3, (y * 64 + x) * 3 + 3));
    expect(pixel(4, 20)[0]).toBeGreaterThan(180); // red on the left
    expect(pixel(60, 20)[2]).toBeGreaterThan(180); // blue on the right
  });

  it('refuses a HEIC whose HEVC data cannot be decoded with 422', async () => {
    // An AVIF rebranded as HEIC with an HEVC item: the container parses, the coded data is no HEVC.
    const avif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
      .avif()
      .toBuffer();
    const heic = Buffer.from(avif.toString('latin1').replace('avif', 'heic').replace('av01', 'hvc1').replace('av1C', 'hvcC'), 'latin1');
    expectError(await upload(heic, 'IMG_0001.HEIC', 'image/heic'), 422, 'unprocessable');
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
    const wrongBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...one.headers, 'accept-language': 'en' },
      payload: other.payload,
    });
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

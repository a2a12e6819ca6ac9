import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageInfo } from '../../../shared/api/images';
import { colourTransform } from '../production/colour/colour-transform';
import { shippedProfile, shippedProfilePath } from '../production/colour/icc-profiles';
import { originalKey } from './image-keys';
import { createImageTestApp, multipart } from './test-images';

/*
 * Originals keep the profile they came with; what browsers get (proxy, thumbnail, renditions) is
 * sRGB, converted from that profile. The reference is LittleCMS (the shop's colour transform) from
 * the stored original's own codes to sRGB, perceptual as sharp converts: within 2 levels.
 * compatibleWithAdobeRGB1998.icc comes unchanged from Debian's icc-profiles-free (zlib licence, as
 * server/features/production/icc/LICENSE.md).
 */
const P3 = shippedProfilePath('DisplayP3.icc');
const ADOBE_RGB = new URL('./fixtures/compatibleWithAdobeRGB1998.icc', import.meta.url).pathname;

let t: Awaited<ReturnType<typeof createImageTestApp>>;
beforeAll(async () => {
  t = await createImageTestApp();
});
afterAll(() => t.close());

async function upload(data: Buffer, filename: string, contentType: string): Promise<ImageInfo> {
  const res = await t.app.inject({ method: 'POST', url: '/api/images', ...multipart(data, filename, contentType) });
  expect(res.statusCode, res.body).toBe(201);
  return ImageInfo.parse(res.json());
}

const storedOriginal = async (id: string) => {
  const stored = await t.app.images.storage.get(originalKey(id));
  if (!stored) throw new Error(`no original of ${id}`);
  return buffer(stored.body);
};

const fetched = async (url: string) => (await t.app.inject({ url })).rawPayload;

/** An image's 8-bit codes as they are, not converted by its profile. */
const codes = (image: Buffer) => sharp(image, { ignoreIcc: true }).removeAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });

/** Middles of the flat areas of `flatImage`: left, right, bottom strip. */
const SPOTS = [
  [16, 14],
  [48, 14],
  [32, 36],
] as const;

/** width x 40: left half a red, right half a green, a grey strip at the bottom, as sRGB codes converted into `profile`. */
function flatImage(profile: string, width = 64): Sharp {
  const pixels = Buffer.alloc(width * 40 * 3);
  for (let y = 0; y < 40; y++)
    for (let x = 0; x < width; x++) pixels.set(y >= 32 ? [128, 128, 128] : x < width / 2 ? [200, 40, 30] : [30, 180, 60], (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height: 40, channels: 3 } }).withIccProfile(profile);
}

/** The image as a 16-bit PNG of the same codes (each 8-bit code times 257) and profile: the 8-bit reference stays exact. */
async function deepPng(image: Sharp): Promise<Buffer> {
  return sharp(await image.png().toBuffer())
    .keepIccProfile()
    .toColourspace('rgb16')
    .png()
    .toBuffer();
}

/** Each spot of `shown` (a browser's image) against LittleCMS's sRGB of the same spot of `original` by `profile`: the largest difference in levels. */
async function srgbError(original: Buffer, profile: Buffer, shown: Buffer, spots: readonly (readonly [number, number])[] = SPOTS): Promise<number> {
  const source = await codes(original);
  const seen = await codes(shown);
  expect((await sharp(shown).metadata()).icc, 'browsers get untagged sRGB').toBeUndefined();
  const transform = await colourTransform(profile, shippedProfile('sRGB.icc'), { intent: 'perceptual', blackPointCompensation: false });
  let worst = 0;
  for (const [x, y] of spots) {
    const at = (x * source.info.width) / 64;
    const from = (Math.round(y * (source.info.height / 40)) * source.info.width + Math.round(at)) * 3;
    const to = (Math.round(y * (seen.info.height / 40)) * seen.info.width + Math.round((x * seen.info.width) / 64)) * 3;
    const expected = transform.apply(source.data.subarray(from, from + 3));
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs((expected[c] as number) - (seen.data[to + c] as number)));
  }
  return worst;
}

const heic = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('HEIC colours', () => {
  it("stores an iPhone HEIC's embedded Display P3 profile with its JPEG, and the P3 codes as they were", async () => {
    const info = await upload(heic('p3-green-orange-icc.heic'), 'IMG_0002.HEIC', 'image/heic');
    const stored = await storedOriginal(info.id);
    expect((await sharp(stored).metadata()).icc?.equals(shippedProfile('DisplayP3.icc'))).toBe(true);
    const { data } = await codes(stored);
    const green = Array.from(data.subarray((14 * 64 + 16) * 3, (14 * 64 + 16) * 3 + 3));
    green.forEach((level, c) => expect(Math.abs(level - [0, 255, 0][c]!)).toBeLessThanOrEqual(3));
  });

  it('tags a HEIC that names Display P3 by its nclx primaries with the shipped Display P3 profile', async () => {
    const info = await upload(heic('p3-green-orange-nclx.heic'), 'IMG_0003.HEIC', 'image/heic');
    expect((await sharp(await storedOriginal(info.id)).metadata()).icc?.equals(shippedProfile('DisplayP3.icc'))).toBe(true);
  });

  it("shows a P3 HEIC's proxy and thumbnail in sRGB: LittleCMS's P3 to sRGB of the original's codes, within 2 levels", async () => {
    const info = await upload(heic('p3-green-orange-nclx.heic'), 'IMG_0004.HEIC', 'image/heic');
    const stored = await storedOriginal(info.id);
    expect(await srgbError(stored, shippedProfile('DisplayP3.icc'), await fetched(info.proxyUrl))).toBeLessThanOrEqual(2);
    // The thumbnail is the proxy coded as JPEG once more: a level or two more from the second coding.
    expect(await srgbError(stored, shippedProfile('DisplayP3.icc'), await fetched(info.thumbnailUrl))).toBeLessThanOrEqual(4);
  });

  it('stores a HEIC without colour information untagged, read as sRGB as before', async () => {
    const info = await upload(heic('red-left-blue-right.heic'), 'IMG_0001.HEIC', 'image/heic');
    expect((await sharp(await storedOriginal(info.id)).metadata()).icc).toBeUndefined();
  });
});

describe.each([
  ['Display P3', P3],
  ['Adobe RGB', ADOBE_RGB],
])('an upload in %s', (_name, profilePath) => {
  const profile = readFileSync(profilePath);

  it.each([
    ['JPEG', 'jpeg', (s: Sharp) => s.jpeg({ quality: 95, chromaSubsampling: '4:4:4' })],
    ['PNG', 'png', (s: Sharp) => s.png()],
    ['lossless WebP', 'webp', (s: Sharp) => s.webp({ lossless: true })],
    // Lossless: sharp's TIFF is JPEG-coded by default, whose ringing at the edges is no colour question.
    ['TIFF', 'tiff', (s: Sharp) => s.tiff({ compression: 'lzw' })],
  ] as const)('%s: the original keeps the profile, the proxy and thumbnail are its sRGB', async (_label, format, encode) => {
    const sent = await encode(flatImage(profilePath)).toBuffer();
    const info = await upload(sent, `photo.${format}`, `image/${format}`);
    const stored = await storedOriginal(info.id);
    expect((await sharp(stored).metadata()).icc?.equals(profile)).toBe(true);
    expect(await srgbError(stored, profile, await fetched(info.proxyUrl))).toBeLessThanOrEqual(2);
    // The thumbnail is the proxy coded as JPEG once more: a level or two more from the second coding.
    expect(await srgbError(stored, profile, await fetched(info.thumbnailUrl))).toBeLessThanOrEqual(4);
  });

  it('16-bit PNG: the original keeps profile and depth, the proxy is its sRGB (sharp works on those in P3)', async () => {
    const info = await upload(await deepPng(flatImage(profilePath)), 'deep.png', 'image/png');
    const stored = await storedOriginal(info.id);
    expect(await sharp(stored).metadata()).toMatchObject({ depth: 'ushort', icc: profile });
    expect(await srgbError(stored, profile, await fetched(info.proxyUrl))).toBeLessThanOrEqual(2);
  });
});

it('a rendition made from a 16-bit original (a crop finer than the proxy holds) is its sRGB too', async () => {
  // 4096 px wide: the proxy halves it, so a 1000 px crop shown at 800 px needs the original.
  const strip = await deepPng(flatImage(ADOBE_RGB, 4096));
  const info = await upload(strip, 'wide.png', 'image/png');
  const stored = await storedOriginal(info.id);
  const url = t.app.images.signer.url({ i: info.id, s: 800, c: [0, 0, 1000, 40] }, 'wide.jpg');
  const rendition = await fetched(url);
  expect((await sharp(rendition).metadata()).width).toBe(800);
  // The crop's left part is the red half of the strip: its spot against the original's red.
  expect(await srgbError(stored, readFileSync(ADOBE_RGB), rendition, [[10, 14]])).toBeLessThanOrEqual(2);
});

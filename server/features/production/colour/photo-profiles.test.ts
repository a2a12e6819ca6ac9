import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDesign } from '../../../../shared/domain';
import { PrintArea, type RenderingIntent } from '../../../../shared/domain/product/product-schema';
import { printPdf } from '../print-pdf';
import { composeAreaRaster, composePrintRaster } from '../print-raster';
import { testPrintMeta } from '../test-helpers';
import { colourTransform } from './colour-transform';
import { type ShippedProfile, shippedProfile } from './icc-profiles';
import { SCREEN_COLOUR, printColour } from './print-colour';

/*
 * Photos are converted from their own ICC profile, and the raster into the printing condition with
 * the product's intent and black point compensation, by LittleCMS: what the print file holds is
 * what LittleCMS gives for the photo's colours.
 */

const P3 = shippedProfile('DisplayP3.icc');
const ADOBE_RGB = readFileSync(new URL('./fixtures/ClayRGB1998.icm', import.meta.url));
/** Blocks of 10 px: P3's own green (outside sRGB and inside FOGRA39's cyan-greens), red, cyan, black. */
const BLOCKS = [
  [0, 255, 0],
  [255, 0, 0],
  [0, 255, 255],
  [0, 0, 0],
];
const WIDTH = 10 * BLOCKS.length;
const HEIGHT = 10;
// 25.4 dpi: a pixel a millimetre, and block b's centre at (10 b + 5, 5).
const DPI = 25.4;
const area = PrintArea.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: WIDTH, height: HEIGHT, sideArea: 0, trim: 0, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const design = imageDesign(area, [{ orig: { id: 'photo', width: WIDTH, height: HEIGHT }, src: '/photo' }], null);

/** A PNG with an iCCP chunk after its header: sharp's withIccProfile would convert the pixels into the profile, not tag them. */
function tagged(png: Buffer, icc: Buffer): Buffer {
  const data = Buffer.concat([Buffer.from('icc\0\0', 'latin1'), deflateSync(icc)]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('iCCP', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  // The signature (8 bytes) and IHDR (25) come first.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

async function photo(icc?: Buffer): Promise<Buffer> {
  const pixels = Buffer.from(Array.from({ length: WIDTH * HEIGHT }, (_, i) => BLOCKS[Math.floor((i % WIDTH) / 10)]!).flat());
  const png = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .toBuffer();
  return icc ? tagged(png, icc) : png;
}

const centres = (data: Buffer, channels: number) =>
  BLOCKS.map((_, b) => {
    const at = 5 * WIDTH + 10 * b + 5;
    return [...data.subarray(at * channels, (at + 1) * channels)];
  });

/** What LittleCMS makes of the blocks' colours from `from` to `to`. */
async function expected(from: Uint8Array, to: ShippedProfile, intent: RenderingIntent, blackPointCompensation = true): Promise<number[][]> {
  const transform = await colourTransform(from, shippedProfile(to), { intent, blackPointCompensation });
  const out = transform.apply(Uint8Array.from(BLOCKS.flat()));
  return BLOCKS.map((_, b) => [...out.subarray(b * transform.channelsOut, (b + 1) * transform.channelsOut)]);
}

function expectNear(actual: number[][], wanted: number[][], tolerance: number) {
  for (const [b, colour] of actual.entries())
    expect(
      colour.every((value, i) => Math.abs(value - wanted[b]![i]!) <= tolerance),
      `block ${b}: ${colour} ~ ${wanted[b]}`,
    ).toBe(true);
}

/** The CMYK block centres of a FOGRA39 product's print file of `original` (the JPEG read back as the ink it holds). */
async function printedInk(original: Buffer, intent: RenderingIntent = 'perceptual'): Promise<number[][]> {
  const colour = printColour({ outputCondition: 'fogra39', renderingIntent: intent });
  const raster = await composePrintRaster(area, design, async () => original, DPI, colour.working);
  const pdf = await PDFDocument.load(await printPdf([{ area, raster }], { ...testPrintMeta(), condition: 'fogra39', intent }));
  const xobjects = pdf.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const stream = xobjects?.values().map((ref) => pdf.context.lookup(ref))[0];
  if (!(stream instanceof PDFRawStream)) throw new Error('no raster in the print file');
  const ink = await sharp(Buffer.from(stream.getContents()), { ignoreIcc: true }).pipelineColourspace('cmyk').toColourspace('cmyk').raw().toBuffer();
  return centres(ink, 4);
}

describe('a photo in its own colours', () => {
  it('prints a Display P3 photo differently from the same pixels untagged (sRGB) on a FOGRA39 product', async () => {
    const [p3, untagged] = await Promise.all([printedInk(await photo(P3)), printedInk(await photo())]);
    expect(Math.max(...p3[0]!.map((value, i) => Math.abs(value - untagged[0]![i]!)))).toBeGreaterThan(10);
  });

  it('prints a Display P3 photo as LittleCMS converts Display P3 to FOGRA39, perceptual with black point compensation', async () => {
    expectNear(await printedInk(await photo(P3)), await expected(P3, 'FOGRA39.icc', 'perceptual'), 3);
  });

  it('converts an Adobe RGB photo into the Display P3 working space from its own profile', async () => {
    const raster = await composePrintRaster(area, design, async () => photo(ADOBE_RGB), DPI, 'DisplayP3.icc');
    const untagged = await composePrintRaster(area, design, async () => photo(), DPI, 'DisplayP3.icc');
    expectNear(centres(raster.data, 3), await expected(ADOBE_RGB, 'DisplayP3.icc', 'relative'), 1);
    expect(centres(raster.data, 3)[0]).not.toEqual(centres(untagged.data, 3)[0]);
  });

  it('keeps an sRGB photo’s pixels as they are in an sRGB working space, untagged or tagged', async () => {
    for (const original of [await photo(), await photo(shippedProfile('sRGB.icc'))]) {
      const raster = await composePrintRaster(area, design, async () => original, DPI, 'sRGB.icc');
      expect(centres(raster.data, 3)).toEqual(BLOCKS);
    }
  });

  it('leaves a CMYK photo to sharp’s own conversion from its profile', async () => {
    const pixels = Buffer.from(Array.from({ length: WIDTH * HEIGHT }, () => [200, 60, 40]).flat());
    const cmyk = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .withIccProfile('cmyk')
      .jpeg({ quality: 100 })
      .toBuffer();
    const raster = await composePrintRaster(area, design, async () => cmyk, DPI, 'sRGB.icc');
    // Into the press profile and back: a saturated red comes back a little duller, not another colour.
    expectNear(
      centres(raster.data, 3),
      BLOCKS.map(() => [200, 60, 40]),
      24,
    );
  });

  it('composes the design thumbnail in sRGB from the photo’s own profile', async () => {
    const raster = await composeAreaRaster(area, design, async () => ({ data: await photo(P3), width: WIDTH, height: HEIGHT }), 1, SCREEN_COLOUR.working);
    expectNear(centres(raster.data, 3), await expected(P3, 'sRGB.icc', 'relative'), 1);
  });
});

describe('the output conversion', () => {
  it('follows the product’s rendering intent', async () => {
    const original = await photo(P3);
    // The shipped FOGRA39 profile's perceptual table is close to relative colorimetric with black point
    // compensation (colprof made it without a source gamut); absolute keeps the paper's tint, clearly apart.
    const [perceptual, absolute] = await Promise.all([printedInk(original, 'perceptual'), printedInk(original, 'absolute')]);
    expect(Math.abs(perceptual[2]![0]! - absolute[2]![0]!)).toBeGreaterThan(10);
    expectNear(absolute, await expected(P3, 'FOGRA39.icc', 'absolute'), 3);
  });

  it('compensates the black point: black prints as LittleCMS gives it with compensation, not without', async () => {
    const [withBpc, withoutBpc] = await Promise.all([expected(P3, 'FOGRA39.icc', 'relative'), expected(P3, 'FOGRA39.icc', 'relative', false)]);
    expect(withBpc[3]).not.toEqual(withoutBpc[3]);
    expectNear(await printedInk(await photo(P3), 'relative'), withBpc, 3);
  });

  it('brings the design’s sRGB colours into the working space: the collage background and a coloured edge', async () => {
    const framed = PrintArea.parse({ ...area, specs: { ...area.specs, sideArea: 5 } });
    const edged = {
      ...imageDesign(framed, [{ orig: { id: 'photo', width: WIDTH, height: HEIGHT }, src: '/photo' }], null),
      edge: { mode: 'colour', colour: '#00ff00' },
    };
    const raster = await composePrintRaster(framed, edged, async () => photo(), DPI, 'DisplayP3.icc');
    const [green] = await expected(shippedProfile('sRGB.icc'), 'DisplayP3.icc', 'relative');
    expect([...raster.data.subarray(0, 3)]).toEqual(green);
  });
});

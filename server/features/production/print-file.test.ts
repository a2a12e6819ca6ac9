import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type PrintArea, type PrintAreaDesign, imageDesign, isImageItem, rotateTo, withPlacement } from '../../../shared/domain';
import { PrintArea as PrintAreaSchema } from '../../../shared/domain/product/product-schema';
import { printPdf } from './print-pdf';
import { testPrintMeta } from './test-helpers';
import { composePrintRaster, printDpi } from './print-raster';

// An original with four coloured quadrants, so where each part lands on the print is visible.
const RED = [220, 20, 20];
const GREEN = [20, 200, 20];
const BLUE = [20, 20, 220];
const YELLOW = [230, 220, 20];

const half = (w: number, h: number, rgb: number[]) => ({
  input: { create: { width: w, height: h, channels: 3 as const, background: { r: rgb[0] as number, g: rgb[1] as number, b: rgb[2] as number } } },
});

async function quadrants(width: number, height: number): Promise<Buffer> {
  const w = width / 2;
  const h = height / 2;
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([
      { ...half(w, h, RED), left: 0, top: 0 },
      { ...half(w, h, GREEN), left: w, top: 0 },
      { ...half(w, h, BLUE), left: 0, top: h },
      { ...half(w, h, YELLOW), left: w, top: h },
    ])
    .png()
    .toBuffer();
}

const areaOf = (width: number, height: number, sideArea: number, trim: number): PrintArea =>
  PrintAreaSchema.parse({
    id: 'front',
    name: 'Front',
    specs: { area: 'front', width, height, sideArea, trim, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
  });

const ORIG = { id: 'photo', width: 400, height: 300 };
const load = (bytes: Buffer) => async (id: string) => {
  if (id !== ORIG.id) throw new Error(`unknown image ${id}`);
  return bytes;
};

// 25.4 dpi = one pixel per millimetre: positions in the raster read as millimetres.
const MM = 25.4;

function pixel(raster: { data: Buffer; width: number }, x: number, y: number): number[] {
  const at = (y * raster.width + x) * 3;
  return [raster.data[at] as number, raster.data[at + 1] as number, raster.data[at + 2] as number];
}

function expectNear(actual: number[], expected: number[], tolerance = 12) {
  expect(
    actual.every((value, i) => Math.abs(value - (expected[i] as number)) <= tolerance),
    `${actual} ~ ${expected}`,
  ).toBe(true);
}

/** The raster shows each colour at its point [x, y, colour]. */
function expectColours(raster: { data: Buffer; width: number }, ...points: [number, number, number[]][]) {
  for (const [x, y, colour] of points) expectNear(pixel(raster, x, y), colour);
}

describe('print raster', () => {
  it('puts the original where the placement says, at the full size with bleed', async () => {
    const area = areaOf(100, 75, 0, 0);
    const design = imageDesign(area, [{ orig: ORIG, src: '/x' }], null);
    const raster = await composePrintRaster(area, design, load(await quadrants(400, 300)), MM);
    expect([raster.width, raster.height]).toEqual([100, 75]);
    expectColours(raster, [10, 10, RED], [90, 10, GREEN], [10, 65, BLUE], [90, 65, YELLOW]);
  });

  it("fills a collage's gap with its background colour, the cells with their photos", async () => {
    // 100 x 60 mm in two columns with a 10 mm gap: photos on 0-45 and 55-100 mm, the gap between.
    const area = areaOf(100, 60, 0, 0);
    const photos = [
      { orig: ORIG, src: '/x' },
      { orig: ORIG, src: '/x' },
    ];
    const design: PrintAreaDesign = { ...imageDesign(area, photos, 'columns-2', 10), collage: { gap: 10, background: '#204060' } };
    const raster = await composePrintRaster(area, design, load(await quadrants(400, 300)), MM);
    for (const y of [2, 30, 57]) expectNear(pixel(raster, 50, y), [0x20, 0x40, 0x60], 2);
    expectColours(raster, [3, 3, RED], [97, 57, YELLOW]);
  });

  it('turns the image clockwise as the editor does', async () => {
    const area = areaOf(80, 80, 0, 0);
    const square = { ...ORIG, width: 400, height: 400 };
    const base = imageDesign(area, [{ orig: square, src: '/x' }], null);
    const item = base.items[0];
    if (!item || !isImageItem(item)) throw new Error('no image item');
    const turned = withPlacement(base, 0, rotateTo(square, item.specs.cell, item.specs.placement, 90));
    const raster = await composePrintRaster(area, turned, async () => quadrants(400, 400), MM);
    // A quarter turn clockwise: the top-left (red) is now top-right, the bottom-left (blue) top-left.
    expectColours(raster, [70, 10, RED], [10, 10, BLUE], [70, 70, GREEN], [10, 70, YELLOW]);
  });

  it('mirrors the front outwards for a mirrored edge', async () => {
    const area = areaOf(80, 60, 8, 2);
    const design: PrintAreaDesign = { ...imageDesign(area, [{ orig: ORIG, src: '/x' }], null), edge: { mode: 'mirror', colour: '#ffffff' } };
    // A gradient so mirroring is visible pixel by pixel.
    const gradient = await sharp(Buffer.from(Array.from({ length: 400 * 300 }, (_, i) => [(i % 400) * 0.6, Math.floor(i / 400) * 0.8, 90]).flat()), {
      raw: { width: 400, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();
    const raster = await composePrintRaster(area, design, load(gradient), MM);
    expect([raster.width, raster.height]).toEqual([100, 80]);
    const m = 10;
    for (const d of [1, 4, 9]) {
      expectNear(pixel(raster, m - d, 40), pixel(raster, m + d - 1, 40), 6); // left band
      expectNear(pixel(raster, 100 - m + d - 1, 40), pixel(raster, 100 - m - d, 40), 6); // right band
      expectNear(pixel(raster, 50, m - d), pixel(raster, 50, m + d - 1), 6); // top band
    }
    // A corner mirrors both ways.
    expectNear(pixel(raster, m - 3, m - 3), pixel(raster, m + 2, m + 2), 6);
  });

  it('fills the side area and bleed with the chosen colour', async () => {
    const area = areaOf(80, 60, 8, 2);
    const design: PrintAreaDesign = { ...imageDesign(area, [{ orig: ORIG, src: '/x' }], null), edge: { mode: 'colour', colour: '#336699' } };
    const raster = await composePrintRaster(area, design, load(await quadrants(400, 300)), MM);
    for (const [x, y] of [
      [0, 0],
      [5, 40],
      [99, 79],
      [50, 2],
      [95, 20],
    ] as const)
      expectNear(pixel(raster, x, y), [0x33, 0x66, 0x99], 2);
    expectNear(pixel(raster, 12, 12), RED);
  });
});

describe('print resolution', () => {
  it("follows the image's own resolution within 100-300 dpi and the pixel budget", () => {
    const area = areaOf(100, 75, 0, 0);
    // 400 px over 100 mm = 101.6 dpi
    expect(printDpi(area, imageDesign(area, [{ orig: ORIG, src: '/x' }], null))).toBe(102);
    const sharp6000 = { ...ORIG, width: 6000, height: 4500 };
    expect(printDpi(area, imageDesign(area, [{ orig: sharp6000, src: '/x' }], null))).toBe(300);
    const poster = areaOf(1000, 1500, 0, 0);
    // 18000 px over 1500 mm would be 305 dpi; 80 MP on 1 x 1.5 m allow 185.
    const huge = { ...ORIG, width: 12_000, height: 18_000 };
    const dpi = printDpi(poster, imageDesign(poster, [{ orig: huge, src: '/x' }], null));
    expect(((1000 * dpi) / 25.4) * ((1500 * dpi) / 25.4)).toBeLessThanOrEqual(80_000_000);
    expect(dpi).toBe(185);
  });
});

describe('print PDF', () => {
  it('is one page of the full printed size, with the trim box inside the bleed', async () => {
    const area = areaOf(80, 60, 8, 2);
    const design = imageDesign(area, [{ orig: ORIG, src: '/x' }], null);
    const raster = await composePrintRaster(area, design, load(await quadrants(400, 300)), 50);
    const pdf = await PDFDocument.load(await printPdf([{ area, raster }], testPrintMeta()));
    expect(pdf.getPageCount()).toBe(1);
    const page = pdf.getPage(0);
    const pt = 72 / 25.4;
    expect(page.getWidth()).toBeCloseTo(100 * pt, 3);
    expect(page.getHeight()).toBeCloseTo(80 * pt, 3);
    // MediaBox = BleedBox = everything printed, written into the page (not a reader's fallback).
    expect(page.node.BleedBox()?.toString()).toBe(page.node.MediaBox().toString());
    expect(page.node.TrimBox()).toBeDefined();
    const trim = page.getTrimBox();
    expect(trim.x).toBeCloseTo(2 * pt, 3);
    expect(trim.width).toBeCloseTo(96 * pt, 3);
    expect(trim.height).toBeCloseTo(76 * pt, 3);
    expect(pdf.getTitle()).toBe('Order 1, item 1');
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDesign } from '../../../shared/domain';
import { type PhotoAdjust, adjustPixels, colourOp } from '../../../shared/domain/design/photo-adjust';
import { withAdjust } from '../../../shared/domain/design/image-adjust';
import { PrintArea } from '../../../shared/domain/product/product-schema';
import { designHash } from '../../thumbnails/design-thumbnail-urls';
import { renderDesignThumbnail } from './design-thumbnail';
import { composePrintRaster } from './print-raster';

const area = PrintArea.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 40, height: 30, sideArea: 0, trim: 0, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const ORIG = { id: 'photo', width: 400, height: 300 };
// One pixel per millimetre: positions in the raster read as millimetres.
const MM = 25.4;

const half = (rgb: [number, number, number]) => ({
  create: { width: 200, height: 300, channels: 3 as const, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
});

/** An original of one colour (a dull photo is one of narrow range: the left half `left`, the right `right`). */
async function original(left: [number, number, number], right = left): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#000' } })
    .composite([
      { input: half(left), left: 0, top: 0 },
      { input: half(right), left: 200, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function printed(bytes: Buffer, adjust: PhotoAdjust) {
  const design = withAdjust(imageDesign(area, [{ orig: ORIG, src: '/x' }], null), 0, adjust);
  const raster = await composePrintRaster(area, design, async () => bytes, MM);
  return (x: number, y: number) => [...raster.data.subarray((y * raster.width + x) * 3, (y * raster.width + x) * 3 + 3)];
}

/** What the browser makes of the same pixel (shared/domain adjustPixels). */
const inBrowser = (rgb: number[], adjust: 'bw' | 'sepia') => [...adjustPixels(Uint8Array.from(rgb), 3, colourOp(adjust, null)!)];

const expectNear = (actual: number[], expected: number[], tolerance = 1) =>
  expect(
    actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance),
    `${actual} ~ ${expected}`,
  ).toBe(true);

describe('a photo adjustment on the print', () => {
  const ORANGE: [number, number, number] = [230, 120, 30];

  it('prints black and white as grey, with the browser’s numbers', async () => {
    const pixel = await printed(await original(ORANGE), 'bw');
    const [r, g, b] = pixel(20, 15);
    expect(r).toBe(g);
    expect(g).toBe(b);
    expectNear(pixel(20, 15), inBrowser(ORANGE, 'bw'));
  });

  it('prints sepia warm-toned, with the browser’s numbers', async () => {
    const pixel = await printed(await original([128, 128, 128]), 'sepia');
    const [r, g, b] = pixel(20, 15) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expectNear(pixel(20, 15), inBrowser([128, 128, 128], 'sepia'));
  });

  it('clips what sepia pushes over white', async () => {
    const pixel = await printed(await original([255, 255, 255]), 'sepia');
    expectNear(pixel(20, 15), [255, 255, 239]);
  });

  it('stretches a dull photo to the whole scale with automatic levels', async () => {
    const pixel = await printed(await original([90, 90, 90], [160, 160, 160]), 'auto-levels');
    expectNear(pixel(5, 15), [0, 0, 0]);
    expectNear(pixel(35, 15), [255, 255, 255]);
  });

  it('leaves the colours as they are without an adjustment', async () => {
    const pixel = await printed(await original(ORANGE), 'none');
    expectNear(pixel(20, 15), ORANGE);
  });
});

describe('a photo adjustment in the design thumbnail', () => {
  const plain = imageDesign(area, [{ orig: ORIG, src: '/x' }], null);

  it('shows the photo black and white', async () => {
    const bytes = await original([230, 120, 30]);
    const jpeg = await renderDesignThumbnail(area, withAdjust(plain, 0, 'bw'), async () => ({ data: bytes, width: 400, height: 300 }), 40);
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [...data.subarray(0, 3)] as [number, number, number];
    expect(Math.max(Math.abs(r - g), Math.abs(g - b))).toBeLessThanOrEqual(2);
  });

  it('has another hash (so another URL) with an adjustment, the same as before without one', () => {
    expect(designHash(area, withAdjust(plain, 0, 'sepia'))).not.toBe(designHash(area, plain));
    const saidNone = { ...plain, items: plain.items.map((item) => ({ ...item, specs: { ...item.specs, adjust: 'none' } })) };
    expect(designHash(area, saidNone)).toBe(designHash(area, plain));
  });
});

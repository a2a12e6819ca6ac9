import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type PrintAreaDesign, imageDesign } from '../../../../shared/domain';
import { type TextItem, TEXT_DEFAULTS } from '../../../../shared/domain/text';
import { PrintArea as PrintAreaSchema } from '../../../../shared/domain/product/product-schema';
import { designHash } from '../../../thumbnails/design-thumbnail-urls';
import { renderDesignThumbnail } from '../design-thumbnail';
import type { LoadSource } from '../print-raster';

// 300 x 200 mm without side area or bleed: the thumbnail is 400 px wide, 4/3 px per mm.
const area = PrintAreaSchema.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 300, height: 200, sideArea: 0, trim: 0, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const K = 400 / 300;
const ORIG = { id: 'grey', width: 600, height: 400 };
const grey: LoadSource = async () => ({
  data: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#808080' } })
    .png()
    .toBuffer(),
  width: 600,
  height: 400,
});

// One capital I, 60 mm high (one em), red, its anchor (the line's centre) at 150, 100 mm.
const SIZE = 60;
const letter = (rotation: number): TextItem => ({
  type: 'text',
  specs: { ...TEXT_DEFAULTS, text: 'I', font: 'oswald', weight: 'bold', sizeMm: SIZE, colour: '#ff0000', x: 150, y: 100, rotation },
});
const withText = (text: TextItem): PrintAreaDesign => {
  const photo = imageDesign(area, [{ orig: ORIG, src: '/grey' }], null);
  return { ...photo, items: [...photo.items, text] };
};

async function pixels(design: PrintAreaDesign) {
  const { data, info } = await sharp(await renderDesignThumbnail(area, design, grey, 400, 'webp'))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (xMm: number, yMm: number) => {
    const at = (Math.round(yMm * K) * info.width + Math.round(xMm * K)) * info.channels;
    return [data[at], data[at + 1], data[at + 2]].map(Number);
  };
}

const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;
const isGrey = ([r = 0, g = 0, b = 0]: number[]) => [r, g, b].every((value) => Math.abs(value - 128) < 12);

describe('text on the design thumbnail', () => {
  it('draws the letter upright where the layout puts it, and only there', async () => {
    const at = await pixels(withText(letter(0)));
    // The baseline is 0.3 em below the anchor (BASELINE_EM); a capital I stands on it about 0.7 em high.
    expect(at(150, 100 - 0.05 * SIZE)).toSatisfy(isRed);
    expect(at(150, 100 - 0.3 * SIZE)).toSatisfy(isRed);
    expect(at(150 + 0.4 * SIZE, 100)).toSatisfy(isGrey);
    expect(at(150, 100 + 0.45 * SIZE)).toSatisfy(isGrey);
  });

  it('turns the letter clockwise about its anchor', async () => {
    const at = await pixels(withText(letter(90)));
    expect(at(150 + 0.05 * SIZE, 100)).toSatisfy(isRed);
    expect(at(150 + 0.3 * SIZE, 100)).toSatisfy(isRed);
    expect(at(150, 100 - 0.3 * SIZE)).toSatisfy(isGrey);
  });

  it('gets a hash of its own, by its text', () => {
    const photo = imageDesign(area, [{ orig: ORIG, src: '/grey' }], null);
    expect(designHash(area, withText(letter(0)))).not.toBe(designHash(area, photo));
    expect(designHash(area, withText(letter(0)))).not.toBe(designHash(area, withText(letter(90))));
  });
});

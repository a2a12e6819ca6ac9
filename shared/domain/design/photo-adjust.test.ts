import { describe, expect, it } from 'vitest';
import { PrintArea } from '../product/product-schema';
import { imageDesign } from './image-design';
import { withAdjust } from './image-adjust';
import { normalizeDesign } from './normalize-design';
import { adjustOf, adjustPixels, colourOp, histogramOf, levelsOf } from './photo-adjust';

const rgb = (...values: number[]) => Uint8Array.from(values);
/** A histogram with the given count at each value (all channels together). */
const histogram = (counts: Record<number, number>) => Array.from({ length: 256 }, (_, value) => counts[value] ?? 0);

describe('black and white and sepia', () => {
  it('turns a colour into its grey by the Filter Effects weights', () => {
    const op = colourOp('bw', null)!;
    // 0.2126 * 200 + 0.7152 * 100 + 0.0722 * 50 = 117.61
    expect([...adjustPixels(rgb(200, 100, 50), 3, op)]).toEqual([118, 118, 118]);
  });

  it('tones a grey warm with sepia: red over green over blue', () => {
    const [r, g, b] = adjustPixels(rgb(128, 128, 128), 3, colourOp('sepia', null)!);
    expect([r, g, b]).toEqual([173, 154, 120]);
  });

  it('keeps the alpha of RGBA pixels', () => {
    expect([...adjustPixels(Uint8ClampedArray.from([255, 0, 0, 77]), 4, colourOp('bw', null)!)]).toEqual([54, 54, 54, 77]);
  });

  it('leaves the pixels it was given as they were', () => {
    const pixels = rgb(10, 20, 30);
    adjustPixels(pixels, 3, colourOp('sepia', null)!);
    expect([...pixels]).toEqual([10, 20, 30]);
  });
});

/** The levels of a histogram take `dark` to black and `light` to white. */
function expectStretched(counts: Record<number, number>, dark: number, light: number) {
  const { a, b } = levelsOf(histogram(counts));
  expect(a * dark + b).toBeCloseTo(0, 6);
  expect(a * light + b).toBeCloseTo(255, 6);
}

describe('automatic levels', () => {
  it('stretches a dull photo between its clipped percentiles to the whole scale', () => {
    expectStretched({ 60: 1000, 120: 5000, 190: 1000 }, 60, 190);
  });

  it('clips the darkest and brightest half per cent (a few hot pixels do not hold it back)', () => {
    expectStretched({ 0: 4, 80: 1000, 170: 1000, 255: 4 }, 80, 170);
  });

  it('stretches a nearly flat photo at most four times, about the middle of its range', () => {
    const { a, b } = levelsOf(histogram({ 100: 500, 110: 500 }));
    expect(a).toBe(4);
    expect(a * 105 + b).toBeCloseTo(127.5, 6);
  });

  it('leaves a single-tone or empty photo alone', () => {
    expect(levelsOf(histogram({ 90: 100 }))).toEqual({ a: 1, b: 0 });
    expect(levelsOf(histogram({}))).toEqual({ a: 1, b: 0 });
  });

  it('counts red, green and blue of each pixel, not the alpha', () => {
    const counts = histogramOf(Uint8Array.from([1, 2, 3, 255, 1, 1, 1, 255]), 4);
    expect([counts[1], counts[2], counts[3], counts[255]]).toEqual([4, 1, 1, 0]);
  });

  it('needs the histogram: without it there is nothing to apply', () => {
    expect(colourOp('auto-levels', null)).toBeNull();
    const op = colourOp('auto-levels', histogram({ 60: 10, 190: 10 }));
    expect(op?.kind === 'levels' && op.a).toBeCloseTo(255 / 130, 6);
  });
});

describe('the adjustment of an image item', () => {
  const area = PrintArea.parse({
    id: 'front',
    name: 'Front',
    specs: { area: 'front', width: 600, height: 400, trim: 5, sideArea: 0, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
  });
  const photos = ['a', 'b'].map((id) => ({ orig: { id, width: 4000, height: 3000 }, src: `/images/${id}.jpg` }));

  it('is none when absent or unknown', () => {
    expect([adjustOf(undefined), adjustOf('negative'), adjustOf('sepia')]).toEqual(['none', 'none', 'sepia']);
  });

  it('is set per collage cell, and none leaves the spec out (an old design stays as it was)', () => {
    const design = imageDesign(area, photos, null);
    const sepia = withAdjust(design, 1, 'sepia');
    expect(sepia.items.map((item) => item.specs.adjust)).toEqual([undefined, 'sepia']);
    expect(withAdjust(sepia, 1, 'none')).toEqual(design);
  });

  it('is kept by the server’s normalized design, an unknown one dropped', () => {
    const design = withAdjust(imageDesign(area, photos, null), 0, 'bw');
    const tampered = { ...design, items: [design.items[0]!, { ...design.items[1]!, specs: { ...design.items[1]!.specs, adjust: 'x' } }] };
    const normalized = normalizeDesign(area, { front: tampered }).design.front;
    expect(normalized?.items.map((item) => item.specs.adjust)).toEqual(['bw', undefined]);
    expect(normalized?.items[1]?.specs).not.toHaveProperty('adjust');
  });
});

import { describe, it, expect } from 'vitest';
import { canvas } from '../test-fixtures';
import { designStyle, designStyleOf } from './design-style';
import { effectiveDpi, imageQuality } from './image-quality';
import { sizeQualities } from './size-quality';

const image = (id: string) => ({ type: 'image', specs: { orig: { id, width: 100, height: 100 } } });

describe('design style', () => {
  it('follows the image count: 0 noImage, 1 oneImage, more collage', () => {
    expect([designStyle(0), designStyle(1), designStyle(2), designStyle(7)]).toEqual(['noImage', 'oneImage', 'collage', 'collage']);
  });

  it('counts the images of the first print area only', () => {
    const design = { front: { items: [image('a'), { type: 'text', specs: {} }] }, back: { items: [image('b'), image('c')] } };
    expect(designStyleOf(design, 'front')).toBe('oneImage');
    expect(designStyleOf(design, 'back')).toBe('collage');
    expect(designStyleOf(design)).toBe('oneImage'); // first key
    expect(designStyleOf({}, 'front')).toBe('noImage');
  });
});

describe('image quality', () => {
  it('is the lower resolution of both axes, in dpi', () => {
    // 254 mm = 10 inch: 1000 px -> 100 dpi; 500 px -> 50 dpi
    expect(effectiveDpi({ width: 1000, height: 1000 }, { width: 254, height: 254 })).toBe(100);
    expect(effectiveDpi({ width: 2000, height: 500 }, { width: 254, height: 254 })).toBe(50);
  });

  it('warns below 100 dpi and refuses below 50 dpi', () => {
    expect(imageQuality(100)).toBe('sharp');
    expect(imageQuality(99.99)).toBe('warn');
    expect(imageQuality(50)).toBe('warn');
    expect(imageQuality(49.99)).toBe('refuse');
    expect(imageQuality(Number.NaN)).toBe('refuse');
  });
});

describe('size qualities for an image', () => {
  it('tells for each catalogue size how a 3000 x 2000 px image prints at full size (front + frame + trim)', () => {
    // dpi = min(3000 x 25.4 / fullWidth, 2000 x 25.4 / fullHeight) = min(76200 / fw, 50800 / fh), 2 cm frame:
    const expected = {
      '30x20': 50800 / 250, // full 350 x 250: min(217.7, 203.2) = 203.2 sharp
      '60x40': 50800 / 450, // 650 x 450: min(117.2, 112.9) sharp
      '120x80': 50800 / 850, // 1250 x 850: min(60.96, 59.76) warn
      '20x30': 50800 / 350, // 250 x 350: min(304.8, 145.1) sharp
      '40x60': 50800 / 650, // 450 x 650: min(169.3, 78.2) warn
      '30x30': 50800 / 350, // 350 x 350: 145.1 sharp
    };
    const result = sizeQualities(canvas, { width: 3000, height: 2000 });
    expect(result.map((q) => [q.optionId, q.quality])).toEqual([
      ['30x20', 'sharp'],
      ['60x40', 'sharp'],
      ['120x80', 'warn'],
      ['20x30', 'sharp'],
      ['40x60', 'warn'],
      ['30x30', 'sharp'],
    ]);
    for (const q of result) expect(q.dpi).toBeCloseTo(expected[q.optionId as keyof typeof expected], 9);
    expect(result[2]).toMatchObject({ attributeId: 'size', name: '120 x 80 cm', orientation: 'landscape' });
  });

  it('refuses where the image is far too small: 1500 x 1000 px at 120 x 80 cm (29.9 dpi)', () => {
    const big = sizeQualities(canvas, { width: 1500, height: 1000 }).find((q) => q.optionId === '120x80');
    expect(big?.quality).toBe('refuse');
  });
});

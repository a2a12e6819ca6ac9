import { describe, expect, it } from 'vitest';
import { meanColour } from './photo-mean';

describe('meanColour', () => {
  it('averages the drawn pixels and leaves out the transparent ones', () => {
    const pixels = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255, 9, 9, 9, 0]);
    expect(meanColour(pixels)).toBe('#800080');
  });

  it('is null where nothing is drawn', () => {
    expect(meanColour(new Uint8ClampedArray([1, 2, 3, 0]))).toBeNull();
    expect(meanColour(new Uint8ClampedArray())).toBeNull();
  });
});

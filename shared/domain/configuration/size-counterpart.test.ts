import { describe, expect, it } from 'vitest';
import { Attribute } from '../product/product-schema';
import { sizeCounterpart } from './size-counterpart';

const size = (id: string, width: number, height: number) => ({ id, name: id, modifications: { width, height } });
const attribute = Attribute.parse({
  id: 'size',
  title: 'Size',
  type: 'size',
  options: [size('60x40', 60, 40), size('90x60', 90, 60), size('40x60', 40, 60), size('30x30', 30, 30), size('50x50', 50, 50), size('100x50', 100, 50)],
});
const option = (id: string) => attribute.options.find((o) => o.id === id);

describe('sizeCounterpart', () => {
  it('turns the format when the other orientation has it', () => {
    expect(sizeCounterpart(attribute, option('60x40'), 'portrait')?.id).toBe('40x60');
    expect(sizeCounterpart(attribute, option('40x60'), 'landscape')?.id).toBe('60x40');
  });
  it('else takes the closest surface', () => {
    // 90 x 60 = 5400 cm²; portrait has only 40 x 60 = 2400
    expect(sizeCounterpart(attribute, option('90x60'), 'portrait')?.id).toBe('40x60');
    // 60 x 40 = 2400 cm²: 50 x 50 = 2500 is closer than 30 x 30 = 900
    expect(sizeCounterpart(attribute, option('60x40'), 'square')?.id).toBe('50x50');
  });
  it('takes the first of the orientation without a current size, and nothing for an empty orientation', () => {
    expect(sizeCounterpart(attribute, undefined, 'square')?.id).toBe('30x30');
    const landscapeOnly = Attribute.parse({ ...attribute, options: [size('60x40', 60, 40)] });
    expect(sizeCounterpart(landscapeOnly, landscapeOnly.options[0], 'portrait')).toBeUndefined();
  });
});

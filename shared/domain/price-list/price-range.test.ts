import { describe, expect, it } from 'vitest';
import { canvas, mug } from '../test-fixtures';
import { priceRange } from './price-range';

const today = new Date('2025-06-15T10:00:00Z');

describe('price range', () => {
  it('spans the cheapest and the dearest size of the price list', () => {
    // The price list test's sizes: 30x20 and 20x30 at 22.90 up to 120x80 at 87.90.
    expect(priceRange(canvas, today)).toEqual({ low: 22.9, high: 87.9 });
  });

  it('is the default configuration price for a product without sizes', () => {
    const range = priceRange(mug, today);
    expect(range).not.toBeNull();
    expect(range?.low).toBe(range?.high);
    expect(range?.low).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { canvas, canvasPriced, mug } from '../test-fixtures';
import { nextBulkOffer, optionDelta, optionDeltas } from './option-delta';

const today = new Date('2025-06-15T10:00:00Z');
// The canvas 60 x 40 cm, 2 cm frame, matt: 20 + 80 x 0.24 m² = 39.20, -10 % = 35.28 -> 35.90.
const chosen = { size: '60x40', frame: 'slim', finish: 'matt' };

describe('optionDelta: what another option adds to the unit price', () => {
  it('the 4 cm frame: 30 + 100 x 0.24 = 54.00, -10 % = 48.60 -> 48.90, so + 13.00', () => {
    expect(optionDelta(canvas, chosen, 'frame', 'deep', 1, today)).toBe(1300);
  });

  it('gloss: 25 + 19.20 = 44.20, -10 % = 39.78 -> 39.90, so + 4.00', () => {
    expect(optionDelta(canvas, chosen, 'finish', 'gloss', 1, today)).toBe(400);
  });

  it('is negative for a cheaper option and 0 for the chosen one', () => {
    expect(optionDeltas(canvas, { ...chosen, frame: 'deep' }, 'frame', 1, today)).toEqual({ slim: -1300, deep: 0 });
  });

  it('uses the unit price at the quantity (bulk tier): at 10 pieces the rate is 60, the 4 cm frame adds 80 x 0.24 less', () => {
    // 20 + 60 x 0.24 = 34.40 x 0.9 = 30.96 -> 30.90; 30 + 80 x 0.24 = 49.20 x 0.9 = 44.28 -> 44.90
    expect(optionDelta(canvas, chosen, 'frame', 'deep', 10, today)).toBe(1400);
  });

  it('a smaller size shows what it saves: 30 x 20 cm', () => {
    // 20 + 80 x 0.06 = 24.80 x 0.9 = 22.32 -> 22.90
    expect(optionDelta(canvas, chosen, 'size', '30x20', 1, today)).toBe(2290 - 3590);
  });

  it('has no delta when the configuration cannot be ordered now (500 x 5 cm breaks the aspect ratio)', () => {
    const invalid = { ...chosen, size: { custom: true as const, width: 500, height: 5 } };
    expect(optionDelta(canvas, invalid, 'frame', 'deep', 1, today)).toBeNull();
  });

  it('has no delta for an option that would make it unorderable', () => {
    expect(optionDelta(canvas, chosen, 'size', { custom: true, width: 500, height: 5 }, 1, today)).toBeNull();
  });

  it('a fixed-price product: options add nothing', () => {
    expect(optionDeltas(mug, mug.defaultConfiguration, mug.attributes[0]?.id ?? '', 1, today)).toSatisfy((deltas: Record<string, number | null>) =>
      Object.values(deltas).every((delta) => delta === 0),
    );
  });
});

describe('nextBulkOffer: the bulk-price hint', () => {
  it('names the next tier and its unit price: from 5 pieces at rate 70, 20 + 16.80 = 36.80 x 0.9 = 33.12 -> 33.90', () => {
    expect(nextBulkOffer(canvas, chosen, 1, today)).toEqual({ fromAmount: 5, unitRappen: 3390 });
  });

  it('moves to the tier after the one reached', () => {
    expect(nextBulkOffer(canvas, chosen, 5, today)).toEqual({ fromAmount: 10, unitRappen: 3090 });
  });

  it('is null past the last tier, for fixed prices, and when the tier saves nothing', () => {
    expect(nextBulkOffer(canvas, chosen, 10, today)).toBeNull();
    expect(nextBulkOffer(mug, mug.defaultConfiguration, 1, today)).toBeNull();
    const flat = canvasPriced({ bulkPrices: [{ fromAmount: 5, dynamicCosts: 80 }] });
    expect(nextBulkOffer(flat, chosen, 1, today)).toBeNull();
  });

  it('is null when the configuration cannot be ordered', () => {
    expect(nextBulkOffer(canvas, { ...chosen, size: { custom: true, width: 500, height: 5 } }, 1, today)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { canvasInput } from '../test-fixtures';
import { definitionChanges } from './definition-changes';
import { withValueAt } from './product-definition';

describe('definitionChanges', () => {
  it('is empty for the same definition', () => {
    expect(definitionChanges(canvasInput, structuredClone(canvasInput))).toEqual([]);
  });

  it('names each changed value with its path, before and after', () => {
    const after = withValueAt(withValueAt(canvasInput, ['pricing', 'baseCosts'], 25), ['pricing', 'promoFrom'], '2030-04-01');
    expect(definitionChanges(canvasInput, after)).toEqual([
      { path: ['pricing', 'baseCosts'], before: 20, after: 25 },
      { path: ['pricing', 'promoFrom'], before: undefined, after: '2030-04-01' },
    ]);
  });

  it('matches list entries by id, so removing one size names that size only', () => {
    const options = canvasInput.attributes[0]!.options;
    const after = withValueAt(
      canvasInput,
      ['attributes', 0, 'options'],
      options.filter((o) => o.id !== '60x40'),
    );
    expect(definitionChanges(canvasInput, after)).toEqual([{ path: ['attributes', 0, 'options', 1], before: options[1], after: undefined }]);
  });

  it('compares lists without ids entry by entry', () => {
    const tiers = canvasInput.pricing.bulkPrices ?? [];
    const after = withValueAt(canvasInput, ['pricing', 'bulkPrices'], [...tiers, { fromAmount: 50, dynamicCosts: 50 }]);
    expect(definitionChanges(canvasInput, after)).toEqual([
      { path: ['pricing', 'bulkPrices', 2], before: undefined, after: { fromAmount: 50, dynamicCosts: 50 } },
    ]);
  });
});

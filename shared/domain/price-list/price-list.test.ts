import { describe, it, expect } from 'vitest';
import { canvas, mug, posterWithSizes } from '../test-fixtures';
import { priceList } from './price-list';

const today = new Date('2025-06-15T10:00:00Z');

describe('price list', () => {
  it('prices every catalogue size with the default configuration and quantity 1, per orientation and group', () => {
    // default: 2 cm frame, matt; 20 + 80 x surface, -10 %, floor + .90
    // 30x20 / 20x30: 20 + 4.80 = 24.80 -> 22.32 -> 22.90; 60x40 / 40x60: 35.90 (see the check tests);
    // 120x80: 87.90; 30x30: 20 + 7.20 = 27.20 -> 24.48 -> 24.90
    const list = priceList(canvas, today);
    const view = list.orientations.map(({ orientation, groups }) => [
      orientation,
      groups.map(({ group, entries }) => [group, entries.map((e) => [e.optionId, e.price.unit, e.price.quantity])]),
    ]);
    expect(list.attributeId).toBe('size');
    expect(view).toEqual([
      [
        'landscape',
        [
          ['Klein', [['30x20', 22.9, 1]]],
          ['Mittel', [['60x40', 35.9, 1]]],
          ['Gross', [['120x80', 87.9, 1]]],
        ],
      ],
      [
        'portrait',
        [
          ['Klein', [['20x30', 22.9, 1]]],
          ['Mittel', [['40x60', 35.9, 1]]],
        ],
      ],
      ['square', [['Quadrat', [['30x30', 24.9, 1]]]]],
    ]);
    expect(list.orientations[0]?.groups[0]?.entries[0]).toMatchObject({ name: '30 x 20 cm', errors: [] });
  });

  it('has no orientations for a product without a size attribute', () => {
    expect(priceList(mug, today)).toEqual({ attributeId: null, orientations: [] });
  });

  it('keeps the groups of 40 sizes in order', () => {
    const list = priceList(posterWithSizes(40), today);
    expect(list.orientations).toHaveLength(1);
    expect(list.orientations[0]?.groups.map((g) => [g.group, g.entries.length])).toEqual([
      ['Gruppe 1', 10],
      ['Gruppe 2', 10],
      ['Gruppe 3', 10],
      ['Gruppe 4', 10],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { newSizeOption, resizedOption } from './size-option';

const option = {
  id: '60x40',
  name: { de: '60 × 40 cm', fr: '60 × 40 cm', it: '60 × 40 cm', en: '60 × 40 cm' },
  orientation: 'landscape',
  group: { de: 'Klassisch', fr: 'Classique', it: 'Classico', en: 'Classic' },
  modifications: { width: 60, height: 40, minProductionTime: 1 },
};

describe('resizedOption', () => {
  it('renames an option named after its sides, in each language’s decimal style, and turns it', () => {
    const next = resizedOption(option, 29.7, 42);
    expect(next).toMatchObject({
      id: '29.7x42',
      orientation: 'portrait',
      name: { de: '29.7 × 42 cm', fr: '29,7 × 42 cm', it: '29,7 × 42 cm', en: '29.7 × 42 cm' },
      modifications: { width: 29.7, height: 42, minProductionTime: 1 },
    });
    expect(option.modifications.width).toBe(60);
  });

  it('keeps an id and names written by hand', () => {
    const named = { ...option, id: 'a3', name: { ...option.name, en: 'A3 poster' } };
    expect(resizedOption(named, 50, 50)).toMatchObject({ id: 'a3', orientation: 'square', name: { de: '50 × 50 cm', en: 'A3 poster' } });
  });

  it('stores a side being typed as it is and leaves the rest for later', () => {
    expect(resizedOption(option, '6', 40)).toMatchObject({ id: '60x40', orientation: 'landscape', modifications: { width: '6', height: 40 } });
  });
});

describe('newSizeOption', () => {
  it('repeats the last size’s sides and group, named after them', () => {
    expect(newSizeOption(option)).toEqual({
      id: '60x40',
      name: { de: '60 × 40 cm', fr: '60 × 40 cm', it: '60 × 40 cm', en: '60 × 40 cm' },
      orientation: 'landscape',
      group: option.group,
      modifications: { width: 60, height: 40 },
    });
  });
});

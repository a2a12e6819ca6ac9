import { describe, expect, it } from 'vitest';
import { pathKey, pathOf } from './field-path';

describe('field paths', () => {
  it('names a path as the server keys its messages', () => {
    expect(pathKey(['attributes', 0, 'options', 12, 'label', 'fr'])).toBe('attributes.0.options.12.label.fr');
  });

  it('reads a key back with list indexes as numbers, so the field can be found again', () => {
    expect(pathOf('attributes.0.options.12.label.fr')).toEqual(['attributes', 0, 'options', 12, 'label', 'fr']);
    expect(pathOf(pathKey(['blocks', 3, 'text', 'de']))).toEqual(['blocks', 3, 'text', 'de']);
  });

  it('keeps a key that only contains digits among letters a key', () => {
    expect(pathOf('name.fr2.v1')).toEqual(['name', 'fr2', 'v1']);
  });
});

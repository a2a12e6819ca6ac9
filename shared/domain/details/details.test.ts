import { describe, it, expect } from 'vitest';
import { resolveConfiguration } from '../configuration/resolve-configuration';
import { canvas } from '../test-fixtures';
import { details } from './details';

describe('details', () => {
  it('pair attribute titles with chosen option names in attribute order, skipping invalid entries', () => {
    const { choices } = resolveConfiguration(canvas, { finish: 'gloss', frame: 'nope', size: { custom: true, width: 70, height: 50 } });
    expect(details(choices)).toEqual([
      { property: 'Format', value: '70 x 50 cm' },
      { property: 'Oberfläche', value: 'Glanz' },
    ]);
  });
});

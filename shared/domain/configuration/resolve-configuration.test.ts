import { describe, it, expect } from 'vitest';
import { Product } from '../product/product-schema';
import { canvas, canvasInput, mug } from '../test-fixtures';
import { describeRaw, toConfiguration } from './chosen-option';
import { resolveConfiguration } from './resolve-configuration';

describe('resolving a configuration', () => {
  it('tells how the size was chosen (the format discount needs a catalogue size)', () => {
    expect(resolveConfiguration(canvas, { size: '60x40' }).sizeChoice).toBe('catalogue');
    expect(resolveConfiguration(canvas, { size: { custom: true, width: 1, height: 1 } }).sizeChoice).toBe('custom');
    expect(resolveConfiguration(mug, {}).sizeChoice).toBe('none');
  });

  it('rejects a malformed custom size', () => {
    const value = { custom: true, width: 0, height: 10 } as const;
    expect(resolveConfiguration(canvas, { size: value }).errors).toEqual([{ code: 'invalid attribute option', attributeId: 'size', optionId: null }]);
  });

  it('keeps ids such as __proto__ and constructor as plain own entries', () => {
    const odd = Product.parse({
      ...canvasInput,
      attributes: [{ id: 'constructor', title: 'C', type: 'select', options: [{ id: 'a', name: 'A' }] }],
      defaultConfiguration: {},
    });
    const configuration = Object.fromEntries([
      ['constructor', 'a'],
      ['__proto__', 'x'],
    ]);
    const resolved = resolveConfiguration(odd, configuration);
    expect(resolved.errors).toEqual([{ code: 'invalid attribute configured', attributeId: '__proto__' }]);
    expect(Object.keys(resolved.configuration)).toEqual(['constructor']);
    // An attribute the configuration leaves out and the default lacks is not taken from the prototype.
    expect(resolveConfiguration(odd, {}).choices).toEqual([]);
  });

  it('round-trips the instruction configuration', () => {
    const { configuration } = resolveConfiguration(canvas, { size: { custom: true, width: 50, height: 40 }, frame: 'deep' });
    expect(toConfiguration(configuration)).toEqual({ size: { custom: true, width: 50, height: 40 }, frame: 'deep', finish: 'matt' });
    expect(describeRaw({ size: '60x40' })).toEqual({ size: { custom: false, id: '60x40', name: '60x40' } });
  });
});

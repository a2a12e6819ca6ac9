import { describe, expect, it } from 'vitest';
import { code128Bars, code128Values } from './code128';

describe('Code 128', () => {
  it('adds the start, the modulo-103 check and the stop symbol', () => {
    // (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7) mod 103 = 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('draws 11 modules a symbol and 13 for the stop, starting and ending with a bar', () => {
    const { bars, modules } = code128Bars('800123');
    expect(modules).toBe(11 * 8 + 13);
    expect(bars[0]).toEqual([0, 2]);
    const [lastStart, lastWidth] = bars.at(-1)!;
    expect(lastStart + lastWidth).toBe(modules);
  });

  it('refuses what set B cannot hold', () => {
    expect(() => code128Values('Zürich')).toThrow('Code 128 set B cannot hold "ü"');
  });
});

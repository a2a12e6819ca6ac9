import { describe, it, expect } from 'vitest';
import { chfToRappen, cmToMm, mm, rappenToChf, rappen } from './units';

describe('units', () => {
  it('converts centimetres to millimetres by a factor of 10, free of float noise', () => {
    expect(cmToMm(60)).toBe(600);
    expect(cmToMm(1.1)).toBe(11); // 1.1 * 10 is 11.000000000000002 in floating point
    expect(cmToMm(0.05)).toBe(0.5);
  });

  it('rounds lengths to whole micrometres and adds them exactly', () => {
    expect(mm(0.1 + 0.2)).toBe(0.3);
    expect(mm(1e308)).toBe(1e308); // too big to scale: left as it is, never NaN
  });

  it('converts CHF to whole rappen and back', () => {
    expect(chfToRappen(87.9)).toBe(8790);
    expect(chfToRappen(0.1 + 0.2)).toBe(30);
    expect(rappenToChf(rappen(8790))).toBe(87.9);
  });
});

import { describe, expect, it } from 'vitest';
import { hasAdobeMarker, inkCoverage, withinLimit } from './ink-coverage';

describe('inkCoverage', () => {
  it('adds the four inks of each pixel', () => {
    const coverage = inkCoverage(Uint8Array.of(255, 255, 0, 0, 255, 255, 255, 0), false, 300);
    expect(coverage).toEqual({ max: 300, over: 0 });
  });

  it('reads samples stored inverted as 255 minus the ink', () => {
    expect(inkCoverage(Uint8Array.of(0, 0, 0, 0), true, 300).max).toBe(400);
  });

  it('counts the share of pixels over the limit', () => {
    const coverage = inkCoverage(Uint8Array.of(255, 255, 255, 255, 0, 0, 0, 0), false, 300);
    expect(coverage.over).toBe(0.5);
    expect(withinLimit(coverage)).toBe(false);
  });

  it('allows JPEG’s rounding a level over the limit', () => {
    expect(inkCoverage(Uint8Array.of(255, 255, 255, 1), false, 300).over).toBe(0);
  });
});

/** A JPEG header segment: its marker, length and body. */
const segment = (marker: number, body: string) => [0xff, marker, 0, body.length + 2, ...Buffer.from(body, 'latin1')];

describe('hasAdobeMarker', () => {
  it('finds APP14 "Adobe" among the header segments', () => {
    expect(hasAdobeMarker(Uint8Array.of(0xff, 0xd8, ...segment(0xe0, 'JFIF\0'), ...segment(0xee, 'Adobe\0d\0\0\0\0\x02')))).toBe(true);
  });

  it('stops at the scan', () => {
    expect(hasAdobeMarker(Uint8Array.of(0xff, 0xd8, ...segment(0xda, '\0\0'), ...segment(0xee, 'Adobe')))).toBe(false);
  });
});

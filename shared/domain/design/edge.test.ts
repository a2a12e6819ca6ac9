import { describe, expect, it } from 'vitest';
import type { PrintArea } from '../product/product-schema';
import { DEFAULT_EDGE, edgeBands, edgeOf, hasEdge } from './edge';

const area = (width: number, height: number, sideArea: number, trim: number): PrintArea =>
  ({
    id: 'front',
    specs: { area: 'front', width, height, sideArea, trim, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
  }) as PrintArea;

const surface = (cells: { width: number; height: number }[]) => cells.reduce((sum, c) => sum + c.width * c.height, 0);

describe('edgeOf', () => {
  it('keeps a valid edge and normalizes the colour', () => {
    expect(edgeOf({ mode: 'colour', colour: '#A0B1C2' })).toEqual({ mode: 'colour', colour: '#a0b1c2' });
    expect(edgeOf({ mode: 'mirror' })).toEqual({ mode: 'mirror', colour: '#ffffff' });
  });

  it('falls back to the default for anything else', () => {
    expect(edgeOf(undefined)).toEqual(DEFAULT_EDGE);
    expect(edgeOf({ mode: 'glitter', colour: 'red' })).toEqual(DEFAULT_EDGE);
    expect(edgeOf({ mode: 'colour', colour: 'url(javascript:1)' })).toEqual({ mode: 'colour', colour: '#ffffff' });
  });
});

describe('edgeBands', () => {
  it('tiles the full area round the front exactly (front + bands = full)', () => {
    const a = area(400, 300, 20, 5);
    const bands = edgeBands(a);
    expect(bands).toHaveLength(8);
    expect(surface(bands.map((b) => b.band)) + 400 * 300).toBe(450 * 350);
  });

  it('mirrors the strip of the front that touches each band, the same size as the band', () => {
    const bands = edgeBands(area(400, 300, 20, 5));
    const left = bands.find((b) => b.band.x === 0 && b.band.y === 25);
    expect(left).toEqual({ band: { x: 0, y: 25, width: 25, height: 300 }, source: { x: 25, y: 25, width: 25, height: 300 }, flipX: true, flipY: false });
    const bottomRight = bands.find((b) => b.band.x === 425 && b.band.y === 325);
    expect(bottomRight).toEqual({
      band: { x: 425, y: 325, width: 25, height: 25 },
      source: { x: 400, y: 300, width: 25, height: 25 },
      flipX: true,
      flipY: true,
    });
    for (const { band, source } of bands) {
      // Every source lies on the front.
      expect(source.x).toBeGreaterThanOrEqual(25);
      expect(source.y).toBeGreaterThanOrEqual(25);
      expect(source.x + source.width).toBeLessThanOrEqual(425);
      expect(source.y + source.height).toBeLessThanOrEqual(325);
      expect(band.width).toBeGreaterThan(0);
    }
  });

  it('has nothing to mirror on a print without margin, and only framed prints offer the choice', () => {
    expect(edgeBands(area(300, 200, 0, 0))).toEqual([]);
    expect(hasEdge(area(300, 200, 0, 3))).toBe(false);
    expect(hasEdge(area(300, 200, 20, 3))).toBe(true);
  });
});

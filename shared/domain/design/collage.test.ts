import { describe, expect, it } from 'vitest';
import { collageCells, collageCellsOnArea, collageLayouts, layoutsFor } from './collage';

describe('collage layouts', () => {
  it('offers the layouts with one cell per image', () => {
    expect(layoutsFor(2)).toEqual(['columns-2', 'rows-2']);
    expect(layoutsFor(3)).toEqual(['columns-3', 'rows-3', 'feature-left-3', 'feature-top-3']);
    expect(layoutsFor(4)).toEqual(['grid-2x2']);
    expect(layoutsFor(1)).toEqual([]);
  });

  it('splits 600 x 400 mm in two columns with a 10 mm gap: 295 mm + 10 + 295 mm', () => {
    expect(collageCells('columns-2', { width: 600, height: 400 }, 10)).toEqual([
      { x: 0, y: 0, width: 295, height: 400 },
      { x: 305, y: 0, width: 295, height: 400 },
    ]);
  });

  it('tiles the front exactly in every layout: cell areas plus gaps add up', () => {
    for (const layout of Object.keys(collageLayouts) as (keyof typeof collageLayouts)[]) {
      const cells = collageCells(layout, { width: 900, height: 600 }, 0);
      const area = cells.reduce((sum, c) => sum + c.width * c.height, 0);
      expect(area, layout).toBeCloseTo(900 * 600, 6);
      for (const c of cells) {
        expect(c.x + c.width, layout).toBeLessThanOrEqual(900 + 1e-9);
        expect(c.y + c.height, layout).toBeLessThanOrEqual(600 + 1e-9);
      }
    }
  });
});

describe('collage cells on the full area', () => {
  it('grows the outer cells by the wrap and bleed margin', () => {
    // front 600 x 400, margin 25 (20 wrap + 5 trim), gap 10: full area 650 x 450
    expect(collageCellsOnArea('columns-2', { width: 600, height: 400 }, 25, 10)).toEqual([
      { x: 0, y: 0, width: 320, height: 450 },
      { x: 330, y: 0, width: 320, height: 450 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogues } from '../../i18n/messages';
import { locales } from '../../i18n/locales';
import { type CollageLayout, collageCells, collageCellsOnArea, collageLayouts, freeCellCount, layoutsOffered } from './collage';

/** The layouts with one cell per photo. */
const layoutsFor = (count: number) => layoutsOffered(count).filter((id) => freeCellCount(id, count) === 0);

const layouts = Object.keys(collageLayouts) as CollageLayout[];
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

describe('collage layouts', () => {
  it('offers the layouts with one cell per image, the first as before', () => {
    expect(layoutsFor(2)[0]).toBe('columns-2');
    expect(layoutsFor(3).slice(0, 4)).toEqual(['columns-3', 'rows-3', 'feature-left-3', 'feature-top-3']);
    expect(layoutsFor(4)[0]).toBe('grid-2x2');
    expect(layoutsFor(1)).toEqual([]);
  });

  it('offers at least 12 layouts, at least 6 for three photos, and at least one for every count from 2 to 9', () => {
    expect(layouts.length).toBeGreaterThanOrEqual(12);
    expect(layoutsFor(3).length).toBeGreaterThanOrEqual(6);
    for (let count = 2; count <= 9; count++) expect(layoutsFor(count).length, `${count} photos`).toBeGreaterThanOrEqual(1);
  });

  it('lists the layouts by their number of cells (the free ones come after the exact ones)', () => {
    const counts = layouts.map((layout) => collageLayouts[layout].length);
    expect(counts).toEqual(counts.toSorted((a, b) => a - b));
  });

  it('keeps every cell within 0..1 of the front', () => {
    for (const layout of layouts) {
      for (const cell of collageLayouts[layout]) {
        expect(cell.x, layout).toBeGreaterThanOrEqual(-1e-12);
        expect(cell.y, layout).toBeGreaterThanOrEqual(-1e-12);
        expect(cell.x + cell.w, layout).toBeLessThanOrEqual(1 + 1e-12);
        expect(cell.y + cell.h, layout).toBeLessThanOrEqual(1 + 1e-12);
      }
    }
  });

  it('names every layout by its shape in German, French, Italian and English', () => {
    for (const locale of locales) {
      for (const layout of layouts) expect(catalogues[locale][`design.layout.${layout}`], `${locale} ${layout}`).toMatch(/\S/);
    }
  });

  it('splits 600 x 400 mm in two columns with a 10 mm gap: 295 mm + 10 + 295 mm', () => {
    expect(collageCells('columns-2', { width: 600, height: 400 }, 10)).toEqual([
      { x: 0, y: 0, width: 295, height: 400 },
      { x: 305, y: 0, width: 295, height: 400 },
    ]);
  });

  it('tiles the front exactly in every layout with any gap: no overlap, and cells plus gaps fill it', () => {
    const front = { width: 900, height: 600 };
    for (const gap of [0, 3, 10, 25]) {
      for (const layout of layouts) {
        const cells = collageCells(layout, front, gap);
        cells.forEach((a, i) => cells.slice(i + 1).forEach((b) => expect(overlap(a, b), `${layout} ${gap}`).toBeCloseTo(0, 9)));
        // Every cell's edge lies on the front's edge or half a gap from a fraction's line: grown by
        // half a gap on its inner sides, the cells cover the front exactly.
        const grown = cells.map((c) => {
          const left = c.x > 1e-9 ? gap / 2 : 0;
          const top = c.y > 1e-9 ? gap / 2 : 0;
          const right = c.x + c.width < front.width - 1e-9 ? gap / 2 : 0;
          const bottom = c.y + c.height < front.height - 1e-9 ? gap / 2 : 0;
          return (c.width + left + right) * (c.height + top + bottom);
        });
        expect(
          grown.reduce((sum, area) => sum + area, 0),
          `${layout} ${gap}`,
        ).toBeCloseTo(front.width * front.height, 6);
        for (const c of cells) {
          expect(c.x, layout).toBeGreaterThanOrEqual(0);
          expect(c.y, layout).toBeGreaterThanOrEqual(0);
          expect(c.x + c.width, layout).toBeLessThanOrEqual(front.width + 1e-9);
          expect(c.y + c.height, layout).toBeLessThanOrEqual(front.height + 1e-9);
        }
      }
    }
  });

  it('puts the mirrored layouts’ outer cells exactly on the edge (no gap where the print bleeds)', () => {
    const [large = { x: 0, width: 0 }, ...small] = collageCells('feature-right-3', { width: 600, height: 400 }, 10);
    expect(large.x).toBeCloseTo(205, 9);
    expect(large.x + large.width).toBe(600);
    expect(small.map((c) => c.x)).toEqual([0, 0]);
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

import { describe, expect, it } from 'vitest';
import { PrintArea } from '../product/product-schema';
import { layoutsOffered } from './collage';
import { moveIntoFreeCell, swapImages, withCollageStyle } from './collage-edit';
import { emptyCells, freeCells } from './free-cells';
import { imageDesign, isImageItem } from './image-design';
import { normalizeDesign } from './normalize-design';

// A 60 x 40 cm canvas front with a 20 mm wrap and 5 mm bleed: full area 650 x 450 mm.
const area = PrintArea.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 600, height: 400, trim: 5, sideArea: 20, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const photo = (id: string) => ({ orig: { id, width: 6000, height: 4000 }, src: `/images/${id}/proxy.jpg` });
const two = [photo('a'), photo('b')];
const title = (x: number, y: number) => ({ type: 'text', specs: { text: 'Grosi 80', x, y } });

describe('collages with more cells than photos', () => {
  it('offers the layouts of one cell per photo first, then those with up to two cells free, never fewer cells than photos', () => {
    const offered = layoutsOffered(2);
    expect(offered.slice(0, 4)).toEqual(['columns-2', 'rows-2', 'feature-left-2', 'feature-top-2']);
    expect(offered).toContain('columns-3');
    expect(offered).toContain('grid-2x2');
    expect(offered).not.toContain('feature-left-5');
    expect(layoutsOffered(9)).toEqual(['grid-3x3', 'feature-top-left-9']);
    expect(layoutsOffered(1)).toEqual([]);
  });

  it('lays two photos into the first two of three cells and leaves the third free', () => {
    const design = imageDesign(area, two, 'columns-3');
    expect(design.items.filter(isImageItem).map((item) => item.specs.layout)).toEqual(['columns-3', 'columns-3']);
    const [free] = freeCells(area, design);
    expect(free?.x).toBeGreaterThan(400);
    expect(free?.width).toBeCloseTo(650 - free!.x, 6);
    expect(freeCells(area, imageDesign(area, two, 'columns-2'))).toEqual([]);
  });

  it('falls back to the first exact layout when a layout would leave more than two cells free', () => {
    const design = imageDesign(area, two, 'grid-3x2');
    expect(design.items.filter(isImageItem)[0]?.specs.layout).toBe('columns-2');
  });

  it('counts a free cell with a text anchored in it as used', () => {
    const design = imageDesign(area, two, 'columns-3');
    expect(emptyCells(area, design)).toHaveLength(1);
    expect(emptyCells(area, { ...design, items: [...design.items, title(560, 225)] })).toEqual([]);
    expect(emptyCells(area, { ...design, items: [...design.items, title(100, 225)] })).toHaveLength(1);
  });

  it('keeps the free cell when the server normalizes the design and when the gap changes', () => {
    const design = imageDesign(area, two, 'columns-3');
    const stored = normalizeDesign(area, { front: design }).design.front;
    expect(freeCells(area, stored)).toEqual(freeCells(area, design));
    const wider = withCollageStyle(area, design, { gap: 20, background: '#112233' });
    expect(wider.items.filter(isImageItem).map((item) => item.specs.layout)).toEqual(['columns-3', 'columns-3']);
    expect(freeCells(area, wider)[0]?.x).toBeCloseTo(25 + 400 + 10, 6);
  });

  it('moves a photo into the free cell, leaving its own free, and keeps it there when stored, restyled or swapped', () => {
    const design = imageDesign(area, two, 'columns-3');
    const second = design.items.filter(isImageItem)[1]!;
    const free = freeCells(area, design)[0]!;
    const moved = moveIntoFreeCell(area, design, 1, 0);
    const images = moved.items.filter(isImageItem);
    expect(images[1]?.specs).toMatchObject({ cell: free, cellIndex: 2 });
    expect(freeCells(area, moved)).toEqual([second.specs.cell]);

    const stored = normalizeDesign(area, { front: moved }).design.front!;
    expect(stored.items.filter(isImageItem).map((item) => item.specs.cellIndex)).toEqual([undefined, 2]);
    expect(freeCells(area, stored)).toEqual(freeCells(area, moved));
    expect(withCollageStyle(area, moved, { gap: 5, background: '#000000' }).items.filter(isImageItem)[1]?.specs.cell).toEqual(free);

    // The photo in the first cell swaps with the moved one: each takes the other's cell, the places keep their cells.
    const swapped = swapImages(moved, 0, 1).items.filter(isImageItem);
    expect(swapped.map((item) => [item.specs.orig.id, item.specs.cellIndex])).toEqual([
      ['b', undefined],
      ['a', 2],
    ]);
    expect(moveIntoFreeCell(area, design, 0, 5)).toBe(design);
  });

  it('lays a design with broken cell indexes out by the photos’ places', () => {
    const design = imageDesign(area, two, 'columns-3');
    const broken = { ...design, items: design.items.map((item) => ({ ...item, specs: { ...item.specs, cellIndex: 2 } })) };
    const stored = normalizeDesign(area, { front: broken }).design.front!;
    expect(stored.items.filter(isImageItem).map((item) => item.specs.cell)).toEqual(design.items.filter(isImageItem).map((item) => item.specs.cell));
  });
});

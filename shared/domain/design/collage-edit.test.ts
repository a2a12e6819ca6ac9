import { describe, expect, it } from 'vitest';
import { PrintArea } from '../product/product-schema';
import { swapImages, withCollageStyle } from './collage-edit';
import { type ImageItem, imageDesign, isImageItem } from './image-design';
import { minCoverScale } from './placement';

// A 60 x 40 cm front with a 20 mm wrap and 5 mm bleed: full area 650 x 450 mm.
const area = PrintArea.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 600, height: 400, trim: 5, sideArea: 20, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const photo = (id: string, width = 6000, height = 4000) => ({ orig: { id, width, height }, src: `/${id}.jpg` });
const images = (design: { items: readonly unknown[] }) => design.items as ImageItem[];
/** Zoom over the covering scale, centre as a fraction of the cell. */
const relative = ({ specs: { orig, cell, placement } }: ImageItem) => ({
  zoom: placement.scale / minCoverScale(orig, cell, placement.rotation),
  u: placement.cx / cell.width,
  v: placement.cy / cell.height,
});

describe('swapping two photos of a collage', () => {
  const design = imageDesign(area, [photo('a'), photo('b', 3000, 3000), photo('c')], 'feature-left-3');

  it('puts each photo in the other’s cell and leaves the others as they were', () => {
    const swapped = images(swapImages(design, 0, 2));
    expect(swapped.map((item) => item.specs.orig.id)).toEqual(['c', 'b', 'a']);
    expect(swapped.map((item) => item.specs.cell)).toEqual(images(design).map((item) => item.specs.cell));
    expect(swapped[1]).toBe(design.items[1]);
  });

  it('keeps each photo’s zoom and relative position, covering its new cell', () => {
    const zoomed = {
      ...design,
      items: images(design).map((item, i) =>
        i === 0 ? { ...item, specs: { ...item.specs, placement: { ...item.specs.placement, scale: item.specs.placement.scale * 2 } } } : item,
      ),
    };
    const before = relative(images(zoomed)[0]!);
    const moved = images(swapImages(zoomed, 0, 1))[1]!;
    expect(relative(moved).zoom).toBeCloseTo(before.zoom, 9);
    expect(relative(moved).u).toBeCloseTo(before.u, 9);
    expect(relative(moved).v).toBeCloseTo(before.v, 9);
  });

  it('is no change for the same cell twice or a cell that does not exist', () => {
    expect(swapImages(design, 1, 1)).toBe(design);
    expect(swapImages(design, 0, 7)).toBe(design);
  });
});

describe('changing the gap of a collage', () => {
  it('lays the cells out with the new gap, keeps the photos’ zoom and stores the style', () => {
    const design = imageDesign(area, [photo('a'), photo('b')], 'columns-2');
    const styled = withCollageStyle(area, design, { gap: 20, background: '#112233' });
    // front 600 wide, 20 mm gap: 290 + 20 + 290, the outer cells grown by the 25 mm margin
    expect(images(styled).map((item) => item.specs.cell)).toEqual([
      { x: 0, y: 0, width: 315, height: 450 },
      { x: 335, y: 0, width: 315, height: 450 },
    ]);
    expect(styled.collage).toEqual({ gap: 20, background: '#112233' });
    for (const item of images(styled)) expect(relative(item).zoom).toBeCloseTo(1, 9);
    expect(styled.items.every(isImageItem)).toBe(true);
  });
});

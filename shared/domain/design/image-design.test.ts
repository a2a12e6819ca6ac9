import { describe, expect, it } from 'vitest';
import { PrintArea } from '../product/product-schema';
import { boxOnFrame, placeByFocus, visibleInCell } from './focus-placement';
import { areaGeometry, cellsFor, imageDesign, isImageItem, lowestDpi, printdataOf, withPlacement } from './image-design';

// A 60 x 40 cm canvas front with a 20 mm wrap and 5 mm bleed: full area 650 x 450 mm.
const area = PrintArea.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 600, height: 400, trim: 5, sideArea: 20, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const photo = { orig: { id: 'img-1', width: 6500, height: 4500 }, src: '/images/x/proxy.jpg' };

describe('image design', () => {
  it('fills the full area (front, wrap and bleed) with one image', () => {
    expect(areaGeometry(area)).toEqual({ front: { width: 600, height: 400 }, margin: 25, full: { width: 650, height: 450 } });
    const design = imageDesign(area, [photo], null);
    expect(design.items).toHaveLength(1);
    const [item] = printdataOf(design);
    // 650 mm over 6500 px = 0.1 mm/px = 254 dpi; the whole original prints
    expect(item?.dpi).toBeCloseTo(254, 6);
    expect(item?.crop).toMatchObject({ centerX: 3250, centerY: 2250, width: 6500, height: 4500 });
  });

  it('lays two images side by side with the first two-image layout', () => {
    const design = imageDesign(area, [photo, { ...photo, orig: { ...photo.orig, id: 'img-2' } }], null);
    expect(design.items.map((i) => (i.specs as { layout: string }).layout)).toEqual(['columns-2', 'columns-2']);
    expect(cellsFor(area, 2, 'rows-2')).toHaveLength(2);
  });

  it('keeps a moved image covering its cell and reports the lowest resolution', () => {
    const design = imageDesign(area, [photo], null);
    const moved = withPlacement(design, 0, { cx: 10_000, cy: 10_000, scale: 0.2, rotation: 0 });
    const [item] = printdataOf(moved);
    expect(item?.dpi).toBeCloseTo(127, 6);
    expect(lowestDpi(moved)).toBeCloseTo(127, 6);
    expect(lowestDpi({ items: [] })).toBeNull();
  });

  it('keeps the chosen edge when an image moves', () => {
    const edge = { mode: 'mirror', colour: '#ffffff' };
    const moved = withPlacement({ ...imageDesign(area, [photo], null), edge }, 0, { cx: 0, cy: 0, scale: 1, rotation: 0 });
    expect(moved.edge).toEqual(edge);
  });
});

describe('image design with faces', () => {
  it('places a photo so that a face near its edge stays off the wrap', () => {
    const face = { x: 250, y: 2000, width: 400, height: 500 };
    const design = imageDesign(area, [{ ...photo, orig: { ...photo.orig, focus: { faces: [face], box: face } } }], null, undefined, placeByFocus);
    const [item] = design.items.filter(isImageItem);
    const onFrame = boxOnFrame(item!.specs.orig, item!.specs.placement, face);
    expect(onFrame.x).toBeGreaterThanOrEqual(25);
    expect(visibleInCell(areaGeometry(area), { x: 0, y: 0, width: 650, height: 450 })).toEqual({ x: 25, y: 25, width: 600, height: 400 });
  });
});

import type { PrintArea } from '../product/product-schema';
import type { Cell } from './collage';
import type { CollageStyle } from './collage-style';
import type { ImageOrig, PrintAreaDesign } from './design-types';
import { type ImageItem, cellsFor, isImageItem } from './image-design';
import { type Placement, clampPlacement, minCoverScale } from './placement';

/*
 * Edits of a collage that move photos between cells or change the cells: each photo keeps how it
 * was placed relative to its cell (its zoom over the covering scale, its centre as a fraction of
 * the cell, its turn), clamped so it still covers the new cell. Plans, not mutations.
 */

/** An offset into a cell of `fromSize` as the same fraction of one of `toSize` (the middle from an empty cell). */
const along = (offset: number, fromSize: number, toSize: number) => (fromSize > 0 ? (offset / fromSize) * toSize : toSize / 2);

/** The placement of `orig` carried from cell `from` to cell `to`, as the header says. */
function refitPlacement(orig: ImageOrig, from: Cell, to: Cell, placement: Placement): Placement {
  const zoom = placement.scale / minCoverScale(orig, from, placement.rotation);
  return clampPlacement(orig, to, {
    cx: along(placement.cx, from.width, to.width),
    cy: along(placement.cy, from.height, to.height),
    scale: (Number.isFinite(zoom) ? zoom : 1) * minCoverScale(orig, to, placement.rotation),
    rotation: placement.rotation,
  });
}

const movedInto = (item: ImageItem, cell: Cell): ImageItem => ({
  ...item,
  specs: { ...item.specs, cell, placement: refitPlacement(item.specs.orig, item.specs.cell, cell, item.specs.placement) },
});

/** The design with the photos of items `a` and `b` exchanged, each in the other's cell. */
export function swapImages(design: PrintAreaDesign, a: number, b: number): PrintAreaDesign {
  const first = design.items[a];
  const second = design.items[b];
  if (a === b || !first || !second || !isImageItem(first) || !isImageItem(second)) return design;
  return {
    ...design,
    items: design.items.map((item, i) => (i === a ? movedInto(second, first.specs.cell) : i === b ? movedInto(first, second.specs.cell) : item)),
  };
}

/** The design with another gap and background: the cells laid out again with the gap, the photos carried into them. */
export function withCollageStyle(area: PrintArea, design: PrintAreaDesign, style: CollageStyle): PrintAreaDesign {
  const images = design.items.filter(isImageItem);
  const cells = cellsFor(area, images.length, images[0]?.specs.layout ?? null, style.gap);
  return {
    ...design,
    items: design.items.map((item) => {
      const cell = isImageItem(item) ? cells[images.indexOf(item)] : undefined;
      return cell && isImageItem(item) ? movedInto(item, cell) : item;
    }),
    collage: style,
  };
}

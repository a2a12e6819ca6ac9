import type { PrintArea } from '../product/product-schema';
import type { Cell } from './collage';
import { type CollageStyle, collageStyleOf } from './collage-style';
import type { ImageOrig, PrintAreaDesign } from './design-types';
import { cellIndexAt, cellIndexes } from './cell-indexes';
import { freeCells } from './free-cells';
import { type ImageItem, cellsFor, isImageItem } from './image-design';
import { type Placement, clampPlacement, minCoverScale } from './placement';

/*
 * Edits of a collage that move photos between cells or change the cells: each photo keeps how it
 * was placed relative to its cell (its zoom over the covering scale, its centre as a fraction of
 * the cell, its turn), clamped so it still covers the new cell; a photo may move into a cell the
 * layout leaves free (free-cells.ts). Plans, not mutations.
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

/** The photo moved into `cell`, the layout's cell `index`, at `place` among the photos. */
function movedInto(item: ImageItem, cell: Cell, index: number, place: number): ImageItem {
  const { cellIndex: _was, ...specs } = item.specs;
  return {
    ...item,
    specs: { ...specs, ...cellIndexAt(index, place), cell, placement: refitPlacement(item.specs.orig, item.specs.cell, cell, item.specs.placement) },
  };
}

/** The layout cell of the photo at `place`. */
const indexOf = (item: ImageItem, place: number) => item.specs.cellIndex ?? place;

/** The design with the photos of items `a` and `b` exchanged, each in the other's cell. */
export function swapImages(design: PrintAreaDesign, a: number, b: number): PrintAreaDesign {
  const first = design.items[a];
  const second = design.items[b];
  if (a === b || !first || !second || !isImageItem(first) || !isImageItem(second)) return design;
  return {
    ...design,
    items: design.items.map((item, i) =>
      i === a ? movedInto(second, first.specs.cell, indexOf(first, a), a) : i === b ? movedInto(first, second.specs.cell, indexOf(second, b), b) : item,
    ),
  };
}

/** The design with photo `a` moved into the `free`-th of the collage's free cells (free-cells.ts); its own cell is left free. */
export function moveIntoFreeCell(area: PrintArea, design: PrintAreaDesign, a: number, free: number): PrintAreaDesign {
  const images = design.items.filter(isImageItem);
  const item = design.items[a];
  const cell = freeCells(area, design)[free];
  if (!item || !isImageItem(item) || !cell) return design;
  const cells = cellsFor(area, images.length, item.specs.layout, collageStyleOf(design.collage).gap);
  const index = cells.findIndex((candidate) => candidate.x === cell.x && candidate.y === cell.y);
  return { ...design, items: design.items.map((other, i) => (i === a ? movedInto(item, cell, index, images.indexOf(item)) : other)) };
}

/** The design with another gap and background: the cells laid out again with the gap, the photos carried into them. */
export function withCollageStyle(area: PrintArea, design: PrintAreaDesign, style: CollageStyle): PrintAreaDesign {
  const images = design.items.filter(isImageItem);
  const cells = cellsFor(area, images.length, images[0]?.specs.layout ?? null, style.gap);
  const indexes = cellIndexes(images, cells.length);
  return {
    ...design,
    items: design.items.map((item) => {
      const place = isImageItem(item) ? images.indexOf(item) : -1;
      const index = indexes[place];
      const cell = index === undefined ? undefined : cells[index];
      return cell && index !== undefined && isImageItem(item) ? movedInto(item, cell, index, place) : item;
    }),
    collage: style,
  };
}

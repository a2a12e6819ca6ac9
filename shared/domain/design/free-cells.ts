import type { PrintArea } from '../product/product-schema';
import { isTextItem } from '../text/text-item';
import type { Cell } from './collage';
import { cellIndexes } from './cell-indexes';
import { collageStyleOf } from './collage-style';
import type { PrintAreaDesign } from './design-types';
import { cellsFor, isImageItem } from './image-design';

/*
 * The cells of a collage no photo takes (a layout may have up to MAX_FREE_CELLS more cells than
 * photos, collage.ts). They are no items, only background: the print and the previews show the
 * collage's background colour there. A photo takes the cell of its place among the photos unless
 * it was moved into a free one (its `cellIndex`). A free cell no text lies over is worth a polite
 * note in the design step, not a block: the design can still be ordered.
 */

/** The area's free cells (mm on the full printed area), in the layout's order. */
export function freeCells(area: PrintArea, design: PrintAreaDesign | undefined): Cell[] {
  const images = (design?.items ?? []).filter(isImageItem);
  const layout = images[0]?.specs.layout ?? null;
  if (layout === null) return [];
  const cells = cellsFor(area, images.length, layout, collageStyleOf(design?.collage).gap);
  const taken = new Set(cellIndexes(images, cells.length));
  return cells.filter((_, index) => !taken.has(index));
}

const inside = (cell: Cell, x: number, y: number) => x >= cell.x && x <= cell.x + cell.width && y >= cell.y && y <= cell.y + cell.height;

/** The free cells no text is anchored in: left empty, as far as the shopper may not have meant. */
export function emptyCells(area: PrintArea, design: PrintAreaDesign | undefined): Cell[] {
  const texts = (design?.items ?? []).filter(isTextItem);
  return freeCells(area, design).filter((cell) => !texts.some((text) => inside(cell, text.specs.x, text.specs.y)));
}

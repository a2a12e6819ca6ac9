import type { Frame } from './placement';

/*
 * Collage layouts: the front divided into cells, each designed like a print area of its own (an
 * image placement per cell). Cells are fractions of the front; gaps are millimetres of white.
 */

export interface Cell extends Frame {
  /** Offset of the cell's top-left corner inside the area (mm). */
  readonly x: number;
  readonly y: number;
}

interface FractionCell {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const grid = (columns: number, rows: number): FractionCell[] =>
  Array.from({ length: columns * rows }, (_, i) => ({
    x: (i % columns) / columns,
    y: Math.floor(i / columns) / rows,
    w: 1 / columns,
    h: 1 / rows,
  }));

export const collageLayouts = {
  'columns-2': grid(2, 1),
  'rows-2': grid(1, 2),
  'columns-3': grid(3, 1),
  'rows-3': grid(1, 3),
  'feature-left-3': [
    { x: 0, y: 0, w: 2 / 3, h: 1 },
    { x: 2 / 3, y: 0, w: 1 / 3, h: 1 / 2 },
    { x: 2 / 3, y: 1 / 2, w: 1 / 3, h: 1 / 2 },
  ],
  'feature-top-3': [
    { x: 0, y: 0, w: 1, h: 2 / 3 },
    { x: 0, y: 2 / 3, w: 1 / 2, h: 1 / 3 },
    { x: 1 / 2, y: 2 / 3, w: 1 / 2, h: 1 / 3 },
  ],
  'grid-2x2': grid(2, 2),
  'grid-3x2': grid(3, 2),
  'grid-2x3': grid(2, 3),
  'grid-3x3': grid(3, 3),
} satisfies Record<string, FractionCell[]>;

export type CollageLayout = keyof typeof collageLayouts;

/** The layouts with exactly one cell per image, for the visitor to choose from. */
export function layoutsFor(imageCount: number): CollageLayout[] {
  return (Object.keys(collageLayouts) as CollageLayout[]).filter((id) => collageLayouts[id].length === imageCount);
}

/**
 * The cells of a layout on a front of `front` mm, with `gap` mm between cells (not at the outer
 * edge, where the print bleeds). Cells tile the front exactly: their widths and gaps add up.
 */
export function collageCells(layout: CollageLayout, front: Frame, gap: number): Cell[] {
  const g = Math.max(0, gap);
  return collageLayouts[layout].map((cell) => {
    const left = cell.x === 0 ? 0 : g / 2;
    const right = cell.x + cell.w >= 1 - 1e-9 ? 0 : g / 2;
    const top = cell.y === 0 ? 0 : g / 2;
    const bottom = cell.y + cell.h >= 1 - 1e-9 ? 0 : g / 2;
    return {
      x: cell.x * front.width + left,
      y: cell.y * front.height + top,
      width: Math.max(0, cell.w * front.width - left - right),
      height: Math.max(0, cell.h * front.height - top - bottom),
    };
  });
}

/**
 * Cells on the full printed area: laid out on the front, then the cells at the outer edges grown by
 * the margin (side area + trim) so the wrap and the bleed are printed too.
 */
export function collageCellsOnArea(layout: CollageLayout, front: Frame, margin: number, gap: number): Cell[] {
  const full = { width: front.width + 2 * margin, height: front.height + 2 * margin };
  return collageCells(layout, front, gap).map((cell) => {
    const x = cell.x === 0 ? 0 : cell.x + margin;
    const y = cell.y === 0 ? 0 : cell.y + margin;
    const right = cell.x + cell.width >= front.width - 1e-9 ? full.width : cell.x + cell.width + margin;
    const bottom = cell.y + cell.height >= front.height - 1e-9 ? full.height : cell.y + cell.height + margin;
    return { x, y, width: right - x, height: bottom - y };
  });
}

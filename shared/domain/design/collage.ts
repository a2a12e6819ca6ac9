import type { Frame } from './placement';

/*
 * Collage layouts: the front divided into cells, each designed like a print area of its own (an
 * image placement per cell). Cells are fractions of the front, listed in reading order with the
 * large cell first (photo 1 takes it); the gaps between them are millimetres of the background
 * colour (collage-style.ts). What must stay true: every layout's cells tile 0..1 x 0..1 exactly.
 * The widget's first step carries this table: keep it data, built by the three helpers below.
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

/** Rows of equal height, the n-th split into counts[n] equal cells: strips, grids and mosaics. */
const strips = (...counts: number[]): FractionCell[] =>
  counts.flatMap((n, row) => Array.from({ length: n }, (_, i) => ({ x: i / n, y: row / counts.length, w: 1 / n, h: 1 / counts.length })));

/** Cells on a grid of `columns` x `rows` units, each [x, y, width, height] in units. */
const units = (columns: number, rows: number, cells: number[][]): FractionCell[] =>
  cells.map(([x = 0, y = 0, w = 1, h = 1]) => ({ x: x / columns, y: y / rows, w: w / columns, h: h / rows }));

/** The same cells mirrored left to right (`flip`) or across the diagonal (columns become rows). */
const mirrored = (cells: FractionCell[], flip: boolean): FractionCell[] =>
  cells.map(({ x, y, w, h }) => (flip ? { x: 1 - x - w, y, w, h } : { x: y, y: x, w: h, h: w }));

const featureLeft2 = units(3, 1, [[0, 0, 2], [2]]);
const featureLeft3 = units(3, 2, [[0, 0, 2, 2], [2], [2, 1]]);
const featureLeft4 = units(3, 3, [[0, 0, 2, 3], [2], [2, 1], [2, 2]]);

export const collageLayouts = {
  'columns-2': strips(2),
  'rows-2': strips(1, 1),
  'feature-left-2': featureLeft2,
  'feature-top-2': mirrored(featureLeft2, false),
  'columns-3': strips(3),
  'rows-3': strips(1, 1, 1),
  'feature-left-3': featureLeft3,
  'feature-top-3': mirrored(featureLeft3, false),
  'feature-right-3': mirrored(featureLeft3, true),
  'feature-bottom-3': units(2, 3, [
    [0, 1, 2, 2],
    [0, 0],
    [1, 0],
  ]),
  'grid-2x2': strips(2, 2),
  'columns-4': strips(4),
  'feature-left-4': featureLeft4,
  'feature-top-4': mirrored(featureLeft4, false),
  'feature-left-5': units(4, 2, [[0, 0, 2, 2], [2], [3], [2, 1], [3, 1]]),
  'mosaic-5': strips(2, 3),
  'grid-3x2': strips(3, 3),
  'grid-2x3': strips(2, 2, 2),
  'feature-top-left-6': units(3, 3, [[0, 0, 2, 2], [2], [2, 1], [0, 2], [1, 2], [2, 2]]),
  'feature-left-7': units(4, 3, [[0, 0, 2, 3], [2], [3], [2, 1], [3, 1], [2, 2], [3, 2]]),
  'mosaic-7': strips(3, 4),
  'grid-4x2': strips(4, 4),
  'mosaic-8': strips(3, 2, 3),
  'grid-3x3': strips(3, 3, 3),
  'feature-top-left-9': units(4, 3, [[0, 0, 2, 2], [2], [3], [2, 1], [3, 1], [0, 2], [1, 2], [2, 2], [3, 2]]),
} satisfies Record<string, FractionCell[]>;

export type CollageLayout = keyof typeof collageLayouts;

/** How many cells of a collage may stay free (for a text, or the background): every photo has a cell. */
const MAX_FREE_CELLS = 2;

/** The cells of `layout` left free by `imageCount` photos (the photos take the first cells). */
export const freeCellCount = (layout: CollageLayout, imageCount: number): number => collageLayouts[layout].length - imageCount;

/** The layouts a collage of `imageCount` photos may use: one cell per photo first, then those with up to MAX_FREE_CELLS cells free. */
export function layoutsOffered(imageCount: number): CollageLayout[] {
  if (imageCount < 2) return [];
  // The table lists the layouts by their number of cells, so the exact ones come first.
  return (Object.keys(collageLayouts) as CollageLayout[]).filter((id) => {
    const free = freeCellCount(id, imageCount);
    return free >= 0 && free <= MAX_FREE_CELLS;
  });
}

const EDGE = 1e-9;

/**
 * The cells of a layout on a front of `front` mm, with `gap` mm between cells (not at the outer
 * edge, where the print bleeds). Cells tile the front exactly: each inner edge lies at its fraction
 * of the front, half the gap to either side of it.
 */
export function collageCells(layout: CollageLayout, front: Frame, gap: number): Cell[] {
  const half = Math.max(0, gap) / 2;
  const from = (start: number, size: number) => (start < EDGE ? 0 : start * size + half);
  const to = (end: number, size: number) => (end > 1 - EDGE ? size : end * size - half);
  return collageLayouts[layout].map((cell) => {
    const x = from(cell.x, front.width);
    const y = from(cell.y, front.height);
    return {
      x,
      y,
      width: Math.max(0, to(cell.x + cell.w, front.width) - x),
      height: Math.max(0, to(cell.y + cell.h, front.height) - y),
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

import { describe, expect, it } from 'vitest';
import { keptCellIndexes } from './cell-indexes';
import type { ImageItem } from './image-design';

const photo = (id: string, layout: 'grid-2x2' | 'columns-3', cellIndex?: number): ImageItem => ({
  type: 'image',
  specs: {
    orig: { id, width: 6000, height: 4000 },
    src: `/images/${id}.jpg`,
    placement: { cx: 0, cy: 0, scale: 1, rotation: 0 },
    cell: { x: 0, y: 0, width: 1, height: 1 },
    layout,
    ...(cellIndex === undefined ? {} : { cellIndex }),
  },
});

describe('the cells a collage laid out anew keeps', () => {
  const moved = [photo('a', 'grid-2x2'), photo('b', 'grid-2x2', 3)];

  it('keeps each photo in its cell on the same layout, the new ones in the cells left in order', () => {
    expect(keptCellIndexes(moved, ['a', 'b'], 'grid-2x2', 4)).toEqual([0, 3]);
    expect(keptCellIndexes(moved, ['a', 'b', 'c', 'd'], 'grid-2x2', 4)).toEqual([0, 3, 1, 2]);
    // A photo taken away leaves its cell to the next new one.
    expect(keptCellIndexes(moved, ['b', 'c'], 'grid-2x2', 4)).toEqual([3, 0]);
  });

  it('lays the photos out by their places on another layout, or when a cell is gone or named twice', () => {
    expect(keptCellIndexes(moved, ['a', 'b'], 'columns-3', 3)).toEqual([0, 1]);
    expect(keptCellIndexes(moved, ['b'], 'grid-2x2', 1)).toEqual([0]);
    expect(keptCellIndexes(moved, ['b', 'b'], 'grid-2x2', 4)).toEqual([3, 0]);
    expect(keptCellIndexes([], ['a', 'b'], 'grid-2x2', 4)).toEqual([0, 1]);
  });
});

import type { CollageLayout } from './collage';

/*
 * Which layout cell each photo of a collage takes: the cell of its place among the photos, unless it
 * was moved into one the layout leaves free (free-cells.ts), which its `cellIndex` names.
 */

/** What of a photo's item (image-design.ts's ImageItem) says which cell it takes. */
interface InCell {
  readonly specs: { readonly orig: { readonly id: string }; readonly layout: CollageLayout | null; readonly cellIndex?: number };
}

/**
 * The layout cell of each photo, in the design's order: their cellIndex when these name distinct
 * cells of a layout of `cellCount`, else (a design from before, or a broken one) their places.
 */
export function cellIndexes(images: readonly InCell[], cellCount: number): number[] {
  const given = images.map((item, place) => item.specs.cellIndex ?? place);
  const valid = given.every((index) => Number.isInteger(index) && index >= 0 && index < cellCount) && new Set(given).size === given.length;
  return valid ? given : images.map((_, place) => place);
}

/** The specs' cellIndex for a photo at `place` in cell `index`: none when the place names it. */
export const cellIndexAt = (index: number, place: number): { cellIndex?: number } => (index === place ? {} : { cellIndex: index });

/**
 * The layout cell of each photo (by its original's id) of a collage laid out anew on `layout`: a
 * photo keeps the cell it had on the design `before` when that used the same layout (a new size, a
 * photo added or taken away), so one moved into a free cell stays there; the others take the
 * cells left, in order.
 */
export function keptCellIndexes(before: readonly InCell[], ids: readonly string[], layout: CollageLayout | null, cellCount: number): number[] {
  const sameLayout = layout !== null && before[0]?.specs.layout === layout;
  const had = sameLayout ? cellIndexes(before, cellCount) : [];
  const wanted = new Map(had.map((index, place) => [before[place]?.specs.orig.id, index]));
  const taken = new Set<number>();
  const kept = ids.map((id) => {
    const index = wanted.get(id);
    if (index === undefined || index >= cellCount || taken.has(index)) return undefined;
    taken.add(index);
    return index;
  });
  let next = 0;
  return kept.map((index) => {
    if (index !== undefined) return index;
    while (taken.has(next)) next += 1;
    taken.add(next);
    return next;
  });
}

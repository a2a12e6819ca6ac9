import { atom, type Getter, type Setter } from 'jotai';
import type { CollageStyle, PrintAreaDesign } from '../../shared/domain';
import { moveIntoFreeCell, swapImages, withCollageStyle } from '../../shared/domain/design/collage-edit';
import type { PrintArea } from '../../shared/domain/product/product-schema';
import { configuratorStateAtom, designArea } from './configurator-state';
import { chosenImagesAtom, commit, inDesignOrder } from './design-atoms';

/*
 * The collage's own edits, each one undo step: swapping two photos' cells, moving one into a free
 * cell, and the gap and background. Only the design step uses them, so they load with it.
 */

/** Commits `edit` of the designed area's design; an edit that changes nothing is no undo step. */
function editArea(get: Getter, set: Setter, edit: (area: PrintArea, design: PrintAreaDesign) => PrintAreaDesign): PrintAreaDesign | undefined {
  const state = get(configuratorStateAtom);
  const area = designArea(state);
  const areaDesign = area === undefined ? undefined : state.design[area.id];
  if (area === undefined || areaDesign === undefined) return undefined;
  const edited = edit(area, areaDesign);
  if (edited !== areaDesign) commit(get, set, { ...state.design, [area.id]: edited });
  return edited;
}

/** Swaps the photos of cells `a` and `b`; each keeps its zoom, turn and relative position (collage-edit.ts). */
export const swapImagesAtom = atom(null, (get, set, cells: { a: number; b: number }) => {
  const swapped = editArea(get, set, (_area, design) => swapImages(design, cells.a, cells.b));
  // The chosen images follow, so their numbers in the image step name the same cells.
  if (swapped) set(chosenImagesAtom, inDesignOrder(get(chosenImagesAtom), swapped.items));
});

/** Moves photo `a` into the `free`-th cell the layout leaves free; its own cell is left free (collage-edit.ts). */
export const moveIntoFreeCellAtom = atom(null, (get, set, move: { a: number; free: number }) => {
  editArea(get, set, (area, design) => moveIntoFreeCell(area, design, move.a, move.free));
});

/** Another gap or background for the collage: the cells laid out again, the photos kept as placed. */
export const chooseCollageStyleAtom = atom(null, (get, set, style: CollageStyle) => {
  editArea(get, set, (area, design) => withCollageStyle(area, design, style));
});

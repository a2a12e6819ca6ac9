import { atom, type Getter, type Setter } from 'jotai';
import type { PrintArea, PrintAreaDesign } from '../../../../shared/domain';
import type { TextItemSpecs } from '../../../../shared/domain/text';
import { configuratorStateAtom, designArea } from '../../../state/configurator-state';
import { commit } from '../../../state/design-atoms';
import { addText, changeText, removeText, textsOf } from './text-edit';

/*
 * The text tool's state: which text is selected (null: the selected image is), and the edits of the
 * texts, each one undo step through design-atoms' commit (a drag commits once, at its end).
 */

/** A text's size and turn while two fingers change them: shown at once, one undo step when they lift. */
export const textGestureAtom = atom<{ readonly index: number; readonly change: Pick<TextItemSpecs, 'sizeMm' | 'rotation'> } | null>(null);

/** The texts of the designed area (the one under a two-finger gesture as the fingers have it now). */
export const textItemsAtom = atom((get) => {
  const state = get(configuratorStateAtom);
  const area = designArea(state);
  const texts = area ? textsOf(area, state.design[area.id]) : [];
  const gesture = get(textGestureAtom);
  return gesture ? texts.map((text, index) => (index === gesture.index ? { ...text, specs: { ...text.specs, ...gesture.change } } : text)) : texts;
});

export const textCountAtom = atom((get) => get(textItemsAtom).length);

const chosenTextAtom = atom<number | null>(null);
/** The selected text's index among the area's texts, or null while an image is selected (also once that text is gone: undone, or the design made anew). */
export const selectedTextAtom = atom(
  (get) => {
    const index = get(chosenTextAtom);
    return index !== null && index < get(textCountAtom) ? index : null;
  },
  (_get, set, index: number | null) => set(chosenTextAtom, index),
);

/** The text being edited in place on the canvas (its index), or null. */
export const editingTextAtom = atom<number | null>(null);

/** The mean colour (#rrggbb) of the picture under the selected text as the canvas shows it, null where none could be read. */
export const photoMeanAtom = atom<string | null>(null);

function editArea(get: Getter, set: Setter, edit: (area: PrintArea, design: PrintAreaDesign) => PrintAreaDesign): void {
  const state = get(configuratorStateAtom);
  const area = designArea(state);
  const design = area && state.design[area.id];
  if (!area || !design) return;
  const edited = edit(area, design);
  if (edited !== design && JSON.stringify(edited) !== JSON.stringify(design)) commit(get, set, { ...state.design, [area.id]: edited });
}

/** Adds a text (its words in the shopper's language) and selects it. */
export const addTextAtom = atom(null, (get, set, text: string) => {
  const before = get(textCountAtom);
  editArea(get, set, (area, design) => addText(area, design, text));
  if (get(textCountAtom) > before) set(selectedTextAtom, before);
});

export const changeTextAtom = atom(null, (get, set, { index, change }: { index: number; change: Partial<TextItemSpecs> }) => {
  const before = get(textCountAtom);
  editArea(get, set, (area, design) => changeText(area, design, index, change));
  // Emptied, the text is gone: the image is selected again, not the text after it.
  if (get(textCountAtom) < before) set(selectedTextAtom, null);
});

/** Resizes a text by `factor` (the mouse wheel over the canvas: one undo step a notch, as the photo's wheel zoom). */
export const scaleTextAtom = atom(null, (get, set, { index, factor }: { index: number; factor: number }) => {
  const specs = get(textItemsAtom)[index]?.specs;
  if (specs) set(changeTextAtom, { index, change: { sizeMm: specs.sizeMm * factor } });
});

export const removeTextAtom = atom(null, (get, set, index: number) => {
  editArea(get, set, (area, design) => removeText(area, design, index));
  set(selectedTextAtom, null);
});

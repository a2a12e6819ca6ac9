import { atom } from 'jotai';
import type { DraftState } from '../../shared/api/drafts';
import {
  isImageItem,
  loadBasketItem,
  normalizeInstruction,
  type ChosenImage,
  type CollageLayout,
  type ConfiguratorState,
  type Design,
  type ImageItem,
} from '../../shared/domain';
import type { Product } from '../../shared/domain/product/product-schema';
import { apiDesign } from './api-design';
import { configuratorEnv, configuratorStateAtom, designArea } from './configurator-state';
import { chosenImagesAtom, historyAtom, imagePlacerAtom, layoutAtom, rebuild, withDesign } from './design-rebuild';

/*
 * The configurator's draft (issue 18, "work never lost"): what is saved as the shopper works, and
 * how it comes back. Only what the shopper chose is kept; price, print areas and print data are
 * worked out anew on restore, as for a basket item.
 */

/** What a draft keeps of the configurator but its step: the step is the route's, which the autosave adds. */
export const draftContentAtom = atom((get): Omit<DraftState, 'step'> => {
  const state = get(configuratorStateAtom);
  return {
    configuration: state.instruction.configuration,
    quantity: state.quantity,
    images: get(chosenImagesAtom).map(({ orig, src }) => ({
      orig: { id: orig.id, width: orig.width, height: orig.height, ...(orig.focus && { focus: orig.focus }) },
      src,
    })),
    layout: get(layoutAtom),
    design: apiDesign(state.design),
  };
});

/** JSON with each object's keys sorted: a draft read back from the server compares equal to the same draft made here. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The whole draft as a comparable key. */
export function draftKey(draft: DraftState): string {
  return canonical(draft);
}

/** The draft's content apart from its step: a step alone is no work worth a draft. */
export function draftContentKey(draft: DraftState): string {
  const { step: _step, ...content } = draft;
  return canonical(content);
}

/** The image items of the state's first print area (the one the configurator designs). */
function designedItems(state: ConfiguratorState, design: Design): ImageItem[] {
  const area = designArea(state);
  return ((area === undefined ? undefined : design[area.id])?.items ?? []).filter(isImageItem);
}

/** Whether a stored design still fits: the same images in the same cells as they would be laid out now. */
function fits(stored: readonly ImageItem[], laidOut: readonly ImageItem[]): boolean {
  return (
    stored.length === laidOut.length &&
    stored.every((item, i) => item.specs.orig.id === laidOut[i]?.specs.orig.id && JSON.stringify(item.specs.cell) === JSON.stringify(laidOut[i]?.specs.cell))
  );
}

/**
 * Restores a draft of the product: its configuration checked anew with today's prices, its chosen
 * images and its design as placed. When the design no longer fits its images (the server dropped one
 * that is gone, or the print area changed: other cells), the images are laid out anew, so a restore never ends
 * in "please choose an image first" while images are chosen; by their faces once a later step has
 * handed in the placer (a draft restored as the widget opens lands centred, as the first step lays out).
 */
export const restoreDraftAtom = atom(null, (get, set, input: { product: Product; draft: DraftState }) => {
  const { product, draft } = input;
  const design = draft.design as Design;
  const stored = { id: null, instruction: normalizeInstruction({ configuration: draft.configuration }), design, printdata: {}, quantity: draft.quantity };
  const loaded = loadBasketItem(get(configuratorStateAtom), product, stored, configuratorEnv());
  const images: readonly ChosenImage[] = draft.images;
  const layout = draft.layout as CollageLayout | null;
  set(chosenImagesAtom, images);
  set(layoutAtom, layout);
  set(historyAtom, { past: [], future: [] });
  const laidOut = rebuild(loaded, images, layout, { place: get(imagePlacerAtom).place });
  set(configuratorStateAtom, fits(designedItems(loaded, design), designedItems(laidOut, laidOut.design)) ? withDesign(loaded, design) : laidOut);
});

/** Counts the items this configurator put into the basket: the server then deleted the draft. */
export const basketAddedAtom = atom(0);

/**
 * Saves the draft's waiting change now and answers once no save runs (set by the draft's autosave).
 * The basket waits for it: a new visitor's first draft save and basket write, sent at once, would
 * each start a session of their own, and the later cookie would lose the basket.
 */
export const settleDraftAtom = atom<{ settle: () => Promise<void> } | null>(null);

import { atom, type Getter, type Setter } from 'jotai';
import {
  imageDesign,
  printdataOf,
  setDesign,
  setImagesSelected,
  setPrintdata,
  withPlacement,
  hasEdge,
  isImageItem,
  type AreaEdge,
  type ChosenImage,
  type CollageLayout,
  type ConfiguratorState,
  type Design,
  type DesignItem,
  type PlaceImage,
  type Placement,
} from '../../shared/domain';
import { configuratorStateAtom, designArea } from './configurator-state';

/*
 * The design of the first print area, edited through the domain's pure functions. Every committed
 * change is one undo step; a drag commits once, when it ends.
 */

export const chosenImagesAtom = atom<readonly ChosenImage[]>([]);
export const layoutAtom = atom<CollageLayout | null>(null);
export const historyAtom = atom<{ past: Design[]; future: Design[] }>({ past: [], future: [] });
/**
 * How photos land in their cells when laid out anew: centred until a later step hands in the
 * placement by faces (shared/domain placeByFocus), which the first step does not carry.
 */
export const imagePlacerAtom = atom<{ readonly place?: PlaceImage }>({});
const HISTORY_LIMIT = 100;

/** The state with this design and the print data made of it. */
export function withDesign(state: ConfiguratorState, design: Design): ConfiguratorState {
  const areaId = designArea(state)?.id;
  const area = areaId === undefined ? undefined : design[areaId];
  const printdata = areaId === undefined || area === undefined ? {} : { [areaId]: { items: printdataOf(area) } };
  return setPrintdata(setDesign(state, design), printdata);
}

/** The images in the order of the design's cells (after a swap), the ones not placed yet after them in their order. */
export function inDesignOrder(images: readonly ChosenImage[], items: readonly DesignItem[]): ChosenImage[] {
  // Not placed (-1) turns into the largest index.
  const placed = (image: ChosenImage) => items.findIndex((item) => item.specs.orig?.id === image.orig.id) >>> 0;
  return images.toSorted((a, b) => placed(a) - placed(b));
}

/**
 * The design made anew for the chosen images on the area's current size (placements fitted), the
 * photos already placed in the cells they were swapped into, the new ones after them.
 */
export function rebuild(state: ConfiguratorState, images: readonly ChosenImage[], layout: CollageLayout | null, place?: PlaceImage): ConfiguratorState {
  const area = designArea(state);
  if (!area) return state;
  // The chosen edge and collage style outlive a new image or layout: choices about the frame and the gaps, not the picture.
  const { edge, collage, items = [] } = state.design[area.id] ?? {};
  const ordered = inDesignOrder(images, items);
  const laidOut = imageDesign(area, ordered, layout, collage?.gap, place);
  const kept = { ...laidOut, ...(collage && { collage }), ...(edge && hasEdge(area) && { edge }) };
  const design: Design = images.length ? { [area.id]: kept } : {};
  return withDesign(
    setImagesSelected(
      state,
      ordered.map((image) => image.orig),
    ),
    design,
  );
}

export const selectImagesAtom = atom(null, (get, set, images: readonly ChosenImage[]) => {
  set(chosenImagesAtom, images);
  set(historyAtom, { past: [], future: [] });
  set(configuratorStateAtom, rebuild(get(configuratorStateAtom), images, get(layoutAtom), get(imagePlacerAtom).place));
});

export const chooseLayoutAtom = atom(null, (get, set, layout: CollageLayout) => {
  set(layoutAtom, layout);
  commit(get, set, rebuild(get(configuratorStateAtom), get(chosenImagesAtom), layout, get(imagePlacerAtom).place).design);
});

/** Places an image: an undo step (a drag on the preview places once, when it ends). */
export const placeImageAtom = atom(null, (get, set, change: { index: number; placement: Placement }) => {
  const state = get(configuratorStateAtom);
  const areaId = designArea(state)?.id;
  const area = areaId === undefined ? undefined : state.design[areaId];
  if (areaId === undefined || area === undefined) return;
  const placed = withPlacement(area, change.index, change.placement);
  // A move against the limit of the crop changes nothing: no new state, no redraw.
  if (samePlacement(area.items[change.index], placed.items[change.index])) return;
  commit(get, set, { ...state.design, [areaId]: placed });
});

export const chooseEdgeAtom = atom(null, (get, set, edge: AreaEdge) => {
  const state = get(configuratorStateAtom);
  const area = designArea(state);
  const areaDesign = area === undefined ? undefined : state.design[area.id];
  if (area === undefined || areaDesign === undefined || !hasEdge(area)) return;
  commit(get, set, { ...state.design, [area.id]: { ...areaDesign, edge } });
});

function samePlacement(a: DesignItem | undefined, b: DesignItem | undefined) {
  if (!a || !b || !isImageItem(a) || !isImageItem(b)) return false;
  const [p, q] = [a.specs.placement, b.specs.placement];
  return p.cx === q.cx && p.cy === q.cy && p.scale === q.scale && p.rotation === q.rotation;
}

/** Makes `design` the state's, as one undo step. */
export function commit(get: Getter, set: Setter, design: Design) {
  const state = get(configuratorStateAtom);
  const history = get(historyAtom);
  set(historyAtom, { past: [...history.past, state.design].slice(-HISTORY_LIMIT), future: [] });
  set(configuratorStateAtom, withDesign(state, design));
}

export const canUndoAtom = atom((get) => get(historyAtom).past.length > 0);
export const canRedoAtom = atom((get) => get(historyAtom).future.length > 0);

export const undoAtom = atom(null, (get, set) => {
  const { past, future } = get(historyAtom);
  const previous = past.at(-1);
  if (previous === undefined) return;
  const state = get(configuratorStateAtom);
  set(historyAtom, { past: past.slice(0, -1), future: [state.design, ...future] });
  set(configuratorStateAtom, withDesign(state, previous));
});

export const redoAtom = atom(null, (get, set) => {
  const { past, future } = get(historyAtom);
  const next = future[0];
  if (next === undefined) return;
  const state = get(configuratorStateAtom);
  set(historyAtom, { past: [...past, state.design], future: future.slice(1) });
  set(configuratorStateAtom, withDesign(state, next));
});

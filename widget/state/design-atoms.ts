import { atom, type Getter, type Setter } from 'jotai';
import { withPlacement, hasEdge, isImageItem, type AreaEdge, type CollageLayout, type Design, type DesignItem, type Placement } from '../../shared/domain';
import { configuratorStateAtom, designArea } from './configurator-state';
import { chosenImagesAtom, historyAtom, imagePlacerAtom, layoutAtom, rebuild, withDesign } from './design-rebuild';

export { chosenImagesAtom, inDesignOrder, layoutAtom, selectImagesAtom, withDesign } from './design-rebuild';

/*
 * The design of the first print area, edited through the domain's pure functions. Every committed
 * change is one undo step; a drag commits once, when it ends. Only the later steps load this module
 * (the first step's part is design-rebuild.ts, which it re-exports).
 */

const HISTORY_LIMIT = 100;

export const chooseLayoutAtom = atom(null, (get, set, layout: CollageLayout) => {
  set(layoutAtom, layout);
  commit(get, set, rebuild(get(configuratorStateAtom), get(chosenImagesAtom), layout, { place: get(imagePlacerAtom).place }).design);
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

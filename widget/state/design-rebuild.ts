import { atom } from 'jotai';
import {
  imageDesign,
  printdataOf,
  setDesign,
  setImagesSelected,
  setPrintdata,
  areaGeometry,
  hasEdge,
  type ChosenImage,
  type CollageLayout,
  type ConfiguratorState,
  type Design,
  type DesignItem,
  type PlaceImage,
  type PrintArea,
} from '../../shared/domain';
import { keptOnRebuild } from '../../shared/domain/design/kept-on-rebuild';
import { configuratorStateAtom, designArea } from './configurator-state';

/*
 * The chosen images, the layout and the design laid out anew from them: what the widget's first
 * step needs of the design (a new size re-fits it, a draft restores it, an upload adds an image).
 * The editing atoms are design-atoms.ts's, which only the later steps load.
 */

export const chosenImagesAtom = atom<readonly ChosenImage[]>([]);
export const layoutAtom = atom<CollageLayout | null>(null);
export const historyAtom = atom<{ past: Design[]; future: Design[] }>({ past: [], future: [] });
/**
 * How photos land in their cells when laid out anew: centred until a later step hands in the
 * placement by faces (shared/domain/design/focus-placement.ts), which the first step does not carry.
 */
export const imagePlacerAtom = atom<{ readonly place?: PlaceImage }>({});

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
 * photos already placed in the cells they were swapped or moved into, the new ones in the cells left; their colour
 * adjustments and the texts kept (the texts moved with the front when the design was made on
 * `from`, an area of another size); new photos placed by `place` (centred without it).
 */
export function rebuild(
  state: ConfiguratorState,
  images: readonly ChosenImage[],
  layout: CollageLayout | null,
  { from, place }: { from?: PrintArea; place?: PlaceImage } = {},
): ConfiguratorState {
  const area = designArea(state);
  if (!area) return state;
  // The chosen edge and collage style outlive a new image or layout: choices about the frame and the gaps, not the picture.
  const { edge, collage, items = [] } = state.design[area.id] ?? {};
  const ordered = inDesignOrder(images, items);
  const laidOut = imageDesign(area, ordered, layout, collage?.gap, place, items);
  const kept = {
    items: keptOnRebuild(items, laidOut.items, areaGeometry(from ?? area), areaGeometry(area)),
    ...(collage && { collage }),
    ...(edge && hasEdge(area) && { edge }),
  };
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
  set(configuratorStateAtom, rebuild(get(configuratorStateAtom), images, get(layoutAtom), { place: get(imagePlacerAtom).place }));
});

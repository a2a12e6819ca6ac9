import type { DraftState } from '../../../shared/api/drafts';

/** Every image id a draft names: the chosen images and those placed in its design. */
export function imageIdsOf(state: DraftState): string[] {
  const placed = Object.values(state.design).flatMap((area) => area.items.flatMap((item) => (item.type === 'image' ? [item.specs.orig.id] : [])));
  return [...new Set([...state.images.map((image) => image.orig.id), ...placed])];
}

/**
 * The draft without the images `keep` refuses (deleted, or no longer the visitor's): they leave the
 * chosen images and the design. The configurator lays out a design whose images changed anew.
 */
export function withoutImages(state: DraftState, keep: (id: string) => boolean): DraftState {
  const design = Object.fromEntries(
    Object.entries(state.design).map(([areaId, area]) => [
      areaId,
      { ...area, items: area.items.filter((item) => item.type !== 'image' || keep(item.specs.orig.id)) },
    ]),
  );
  return { ...state, images: state.images.filter((image) => keep(image.orig.id)), design };
}

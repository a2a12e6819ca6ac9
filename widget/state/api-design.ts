import { edgeOf, isImageItem, type AreaEdge, type CollageStyle, type Design, type ImageItem } from '../../shared/domain';

/** The design as the API takes it (basket items, drafts): image items only, and each area's edge and collage style when chosen. */
export function apiDesign(design: Design): Record<string, { items: ImageItem[]; edge?: AreaEdge; collage?: CollageStyle }> {
  return Object.fromEntries(
    Object.entries(design).map(([areaId, area]) => [
      areaId,
      {
        items: area.items.filter(isImageItem),
        ...(area.edge ? { edge: edgeOf(area.edge) } : {}),
        // Set by the collage picker or read from a checked design: valid as it is (and small in the first step).
        ...(area.collage ? { collage: area.collage } : {}),
      },
    ]),
  );
}

import { edgeOf, isImageItem, type Design, type ImageItem, type AreaEdge } from '../../shared/domain';

/** The design as the API takes it (basket items, drafts): image items only, and each area's edge when chosen. */
export function apiDesign(design: Design): Record<string, { items: ImageItem[]; edge?: AreaEdge }> {
  return Object.fromEntries(
    Object.entries(design).map(([areaId, area]) => [areaId, { items: area.items.filter(isImageItem), ...(area.edge ? { edge: edgeOf(area.edge) } : {}) }]),
  );
}

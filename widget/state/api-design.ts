import { edgeOf, isImageItem, type AreaEdge, type CollageStyle, type Design, type ImageItem } from '../../shared/domain';
import type { TextItem } from '../../shared/domain/text';

/** The design as the API takes it (basket items, drafts): image and text items, and each area's edge and collage style when chosen. */
export function apiDesign(design: Design): Record<string, { items: (ImageItem | TextItem)[]; edge?: AreaEdge; collage?: CollageStyle }> {
  return Object.fromEntries(
    Object.entries(design).map(([areaId, area]) => [
      areaId,
      {
        // Text items as the text tool made them (textItemOf: complete and valid); a type check only, small in the first step.
        items: area.items.filter((item): item is ImageItem | TextItem => isImageItem(item) || item.type === 'text'),
        ...(area.edge ? { edge: edgeOf(area.edge) } : {}),
        // Set by the collage picker or read from a checked design: valid as it is (and small in the first step).
        ...(area.collage ? { collage: area.collage } : {}),
      },
    ]),
  );
}

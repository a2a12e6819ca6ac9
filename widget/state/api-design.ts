import { edgeOf, type AreaEdge, type CollageStyle, type Design, type ImageItem } from '../../shared/domain';
import type { TextItem } from '../../shared/domain/text';

/** The design as the API takes it (basket items, drafts): image and text items, and each area's edge and collage style when chosen. */
export function apiDesign(design: Design): Record<string, { items: (ImageItem | TextItem)[]; edge?: AreaEdge; collage?: CollageStyle }> {
  return Object.fromEntries(
    Object.entries(design).map(([areaId, area]) => [
      areaId,
      {
        // The widget's items are its own images and the text tool's texts (complete by textItemOf); the server checks them all again.
        items: area.items as (ImageItem | TextItem)[],
        ...(area.edge ? { edge: edgeOf(area.edge) } : {}),
        // Set by the collage picker or read from a checked design: valid as it is (and small in the first step).
        ...(area.collage ? { collage: area.collage } : {}),
      },
    ]),
  );
}

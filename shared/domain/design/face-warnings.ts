import type { PrintArea } from '../product/product-schema';
import type { PrintAreaDesign } from './design-types';
import { areaGeometry, isImageItem } from './image-design';
import { boxOnFrame, rectInside } from './focus-placement';
import type { FrameRect } from './placement';

/*
 * A face the shopper moved or zoomed onto the canvas's folded edge (the wrap) or past the cut (the
 * trim): a warning, as data, for the design step to word. Only the part of the face inside its
 * cell prints, so only that part counts; a face cropped away entirely warns of nothing.
 */

export interface FaceWarning {
  readonly code: 'faceAcrossEdge';
  readonly into: 'wrap' | 'trim';
  /** Index of the image item in the area's design. */
  readonly item: number;
}

function overlap(a: FrameRect, b: FrameRect): FrameRect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** One warning per face that crosses the front's edge: into the trim where it reaches past the cut, else into the wrap. */
export function faceWarnings(area: PrintArea, design: PrintAreaDesign): FaceWarning[] {
  const { margin, full } = areaGeometry(area);
  const inset = (by: number): FrameRect => ({ x: by, y: by, width: full.width - 2 * by, height: full.height - 2 * by });
  const front = inset(margin);
  const cut = inset(area.specs.trim);
  return design.items.flatMap((item, index) => {
    if (!isImageItem(item)) return [];
    const { orig, placement, cell } = item.specs;
    return (orig.focus?.faces ?? []).flatMap((face): FaceWarning[] => {
      const onFrame = boxOnFrame(orig, placement, face);
      const printed = overlap({ ...onFrame, x: onFrame.x + cell.x, y: onFrame.y + cell.y }, cell);
      if (printed === null || rectInside(printed, front)) return [];
      return [{ code: 'faceAcrossEdge', into: rectInside(printed, cut) ? 'wrap' : 'trim', item: index }];
    });
  });
}

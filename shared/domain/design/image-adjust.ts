import type { PrintAreaDesign } from './design-types';
import { isImageItem } from './image-design';
import type { PhotoAdjust } from './photo-adjust';

// Beside image-design.ts, not in it: the widget's first step carries that module, and only the design step changes an adjustment.

/** The area design with one image's colour adjustment replaced ('none' leaves the spec out). */
export function withAdjust(design: PrintAreaDesign, index: number, adjust: PhotoAdjust): PrintAreaDesign {
  return {
    ...design,
    items: design.items.map((item, i) => {
      if (i !== index || !isImageItem(item)) return item;
      const { adjust: _old, ...specs } = item.specs;
      return { ...item, specs: adjust === 'none' ? specs : { ...specs, adjust } };
    }),
  };
}

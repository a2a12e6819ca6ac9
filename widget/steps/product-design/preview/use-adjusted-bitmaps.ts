import type { ImageItem } from '../../../../shared/domain';
import { adjustedImage } from '../adjusted-image';
import { useImageBitmaps } from './use-image-bitmaps';

/** The decoded proxies of a design's images (useImageBitmaps), each in its item's colour adjustment. */
export function useAdjustedBitmaps(items: readonly ImageItem[]): (ImageBitmap | null)[] {
  const bitmaps = useImageBitmaps(items.map((item) => item.specs.src));
  return bitmaps.map((bitmap, i) => bitmap && adjustedImage(bitmap, items[i]?.specs.adjust));
}

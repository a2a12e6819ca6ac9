import {
  LEVELS_SAMPLE_SIZE,
  adjustOf,
  adjustPixels,
  colourOp,
  histogramOf,
  needsHistogram,
  type ColourOp,
  type PhotoAdjust,
} from '../../../shared/domain/design/photo-adjust';

/*
 * A photo's colour adjustment on the proxy the browser designs on, with shared/domain's numbers
 * (the print applies the same ones to the original: server/features/production/photo-adjust-sharp.ts).
 * Made synchronously on an OffscreenCanvas (its transferToImageBitmap does not wait), so the canvas
 * and the previews draw the adjusted photo in the same frame as the choice; where there is no
 * OffscreenCanvas (jsdom) the photo shows unadjusted.
 */

/** What Konva, a 2D canvas and WebGL all draw from. */
type Source = CanvasImageSource & { readonly width: number; readonly height: number };

/** The raw RGBA pixels of `source` scaled to width x height, or null without an OffscreenCanvas. */
function pixelsOf(
  source: Source,
  width: number,
  height: number,
): { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D; image: ImageData } | null {
  if (typeof OffscreenCanvas === 'undefined' || width < 1 || height < 1) return null;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return { canvas, context, image: context.getImageData(0, 0, width, height) };
}

/** The pixel operation of `adjust` for `source` (auto-levels from the whole photo fitted within LEVELS_SAMPLE_SIZE px, as the server samples it). */
export function colourOpFor(source: Source, adjust: PhotoAdjust): ColourOp | null {
  if (!needsHistogram(adjust)) return colourOp(adjust, null);
  const k = Math.min(1, LEVELS_SAMPLE_SIZE / Math.max(source.width, source.height));
  const sample = pixelsOf(source, Math.round(source.width * k), Math.round(source.height * k));
  return sample && colourOp(adjust, histogramOf(sample.image.data, 4));
}

/** `source` drawn at width x height with `op` applied, or null without an OffscreenCanvas. */
function adjustedBitmap(source: Source, op: ColourOp, width = source.width, height = source.height): ImageBitmap | null {
  const drawn = pixelsOf(source, width, height);
  if (!drawn) return null;
  const { canvas, context, image } = drawn;
  context.putImageData(new ImageData(adjustPixels(image.data, 4, op), width, height), 0, 0);
  return canvas.transferToImageBitmap();
}

/** Photos whose adjusted bitmaps are kept (a collage's nine, on the canvas and in the preview), the last used last. */
const KEPT_PHOTOS = 18;
const made = new Map<unknown, Map<PhotoAdjust, ImageBitmap | null>>();

/**
 * The photo as an item's adjustment (as its specs carry it) shows it: the source itself for none.
 * Made once per photo (`key`: the source, or its URL where every view of a photo loads its own
 * element, as the canvas's edge bands do) and adjustment.
 */
export function adjustedImage<T extends Source>(source: T, adjust: unknown, key: unknown = source): T | ImageBitmap {
  const chosen = adjustOf(adjust);
  if (chosen === 'none') return source;
  const mine = made.get(key) ?? new Map<PhotoAdjust, ImageBitmap | null>();
  made.delete(key);
  made.set(key, mine);
  for (const old of made.keys()) if (made.size > KEPT_PHOTOS) made.delete(old);
  if (!mine.has(chosen)) {
    const op = colourOpFor(source, chosen);
    mine.set(chosen, op && adjustedBitmap(source, op));
  }
  return mine.get(chosen) ?? source;
}

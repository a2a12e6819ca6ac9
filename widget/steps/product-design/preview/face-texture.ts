import {
  faceCells,
  faceDrawing,
  rasterRect,
  type Cell,
  type ImageItem,
  type PreviewMaterial,
  type PrintArea,
  type PrintAreaDesign,
} from '../../../../shared/domain';
import { drawFace, sizeOf, sourceFor } from './draw-face';
import { drawWeave, type ObjectFaces } from './draw-object';

/** A drawn layer and what it shows, so it is drawn again only when that changes. */
export interface CachedLayer {
  key: string;
  canvas: HTMLCanvasElement;
}

/** The canvas `cache` holds when its key is `key`, else `draw` on it anew at `size`. */
export function cachedLayer(
  cache: { current: CachedLayer | null },
  key: string,
  size: { width: number; height: number },
  draw: (context: CanvasRenderingContext2D) => void,
): HTMLCanvasElement {
  if (cache.current?.key === key) return cache.current.canvas;
  const canvas = cache.current?.canvas ?? document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (context) draw(context);
  cache.current = { key, canvas };
  return canvas;
}

/** The face canvas never exceeds the proxy's size. */
const MAX_FACE_PX = 2048;

export interface FaceInput {
  readonly area: PrintArea;
  readonly design: PrintAreaDesign;
  readonly items: readonly ImageItem[];
  readonly images: readonly (ImageBitmap | null)[];
  readonly material: PreviewMaterial;
  /** Called when a sharper copy of a source has been made, to draw again with it. */
  readonly sourceReady: () => void;
}

/**
 * The printed area at about `wanted` px/mm (the view's own scale) with its front and side faces,
 * from `cache` when the design, the scale and the loaded images are the same as last time.
 */
export function faceTexture(cache: { current: CachedLayer | null }, input: FaceInput, wanted: number): ObjectFaces {
  const { area, design, items, images, material, sourceReady } = input;
  const full = area.specs.width + 2 * (area.specs.sideArea + area.specs.trim);
  const k = Math.min(wanted, MAX_FACE_PX / Math.max(full, 1));
  const sources = items.map((item, i) => {
    const image = images[i];
    return image ? sourceFor(image, item, k, sourceReady) : null;
  });
  const key = JSON.stringify([design, area.specs, k, material, sources.map((source) => source && sizeOf(source))]);
  if (cache.current?.key !== key) {
    const drawing = faceDrawing(area, design, k, (item) => {
      const source = sources[items.indexOf(item)];
      return source ? sizeOf(source) : item.specs.orig;
    });
    const canvas = cache.current?.canvas ?? document.createElement('canvas');
    drawFace(canvas, drawing, sources);
    const context = canvas.getContext('2d');
    if (material === 'canvas' && context) drawWeave(context, canvas.width, canvas.height, k * 1.2);
    cache.current = { key, canvas };
  }
  const cells = faceCells(area);
  const rect = (cell: Cell) => {
    const r = rasterRect(cell, k);
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  };
  return { texture: cache.current.canvas, front: rect(cells.front), right: rect(cells.right), top: rect(cells.top) };
}

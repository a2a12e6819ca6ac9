import { type FaceDrawing, type ImageItem, type PixelSize, neededSourceScale } from '../../../../shared/domain';

/*
 * The printed area drawn on a canvas from the shared face drawing (shared/domain/preview): the
 * same layer plans and edge bands the print raster is composed from, here done by the browser.
 */

const copies = new WeakMap<ImageBitmap, Map<number, ImageBitmap | 'pending'>>();

/** The ready copy nearest in width to `width`, if any. */
function nearestCopy(byWidth: Map<number, ImageBitmap | 'pending'>, width: number): ImageBitmap | null {
  let best: ImageBitmap | null = null;
  for (const copy of byWidth.values()) {
    if (copy === 'pending') continue;
    if (!best || Math.abs(Math.log2(copy.width / width)) < Math.abs(Math.log2(best.width / width))) best = copy;
  }
  return best;
}

/**
 * The proxy, or a smaller copy of it still sharp enough for `k` px/mm: drawing a 2048 px proxy
 * small on every redraw either aliases (fast) or costs a phone a frame (smooth). Copies come in
 * power-of-two widths, so zooming reuses them; they are made off the frame (createImageBitmap),
 * and `ready` is called when one is there. Until then the nearest copy there is serves (for a
 * frame or two a little soft or sharp), the proxy only when there is none.
 */
export function sourceFor(image: ImageBitmap, item: ImageItem, k: number, ready: () => void): ImageBitmap {
  const { orig } = item.specs;
  const needed = Math.ceil(neededSourceScale(item.specs, k) * orig.width * 1.25);
  const width = 2 ** Math.ceil(Math.log2(Math.max(64, needed)));
  if (width >= image.width) return image;
  let byWidth = copies.get(image);
  if (!byWidth) copies.set(image, (byWidth = new Map()));
  const cached = byWidth.get(width);
  if (cached && cached !== 'pending') return cached;
  if (!cached) {
    byWidth.set(width, 'pending');
    const height = Math.max(1, Math.round((image.height * width) / image.width));
    createImageBitmap(image, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' }).then(
      (bitmap) => {
        byWidth.set(width, bitmap);
        ready();
      },
      (error: unknown) => console.error('[configurator] preview copy failed', error),
    );
  }
  return nearestCopy(byWidth, width) ?? image;
}

export const sizeOf = (source: ImageBitmap): PixelSize => ({ width: source.width, height: source.height });

let scratch: HTMLCanvasElement | null = null;

/** Draws `face` onto `canvas` (sized to it), each layer from `sources[layer.item]`. */
export function drawFace(canvas: HTMLCanvasElement, face: FaceDrawing, sources: readonly (ImageBitmap | null)[]): void {
  // Resizing a canvas reallocates it; the white fill below clears it anyway.
  if (canvas.width !== face.width) canvas.width = face.width;
  if (canvas.height !== face.height) canvas.height = face.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, face.width, face.height);
  for (const { item, plan, detail } of face.layers) {
    const source = sources[item];
    const { clip, region, scaled, centre } = plan;
    context.save();
    context.beginPath();
    context.rect(clip.left, clip.top, clip.width, clip.height);
    context.clip();
    context.translate(centre.x, centre.y);
    context.rotate((plan.rotation * Math.PI) / 180);
    if (!source) {
      context.fillStyle = '#e9e4dd';
      context.fillRect(-scaled.width / 2, -scaled.height / 2, scaled.width, scaled.height);
    } else if (detail.width >= scaled.width) {
      context.drawImage(source, region.left, region.top, region.width, region.height, -scaled.width / 2, -scaled.height / 2, scaled.width, scaled.height);
    } else {
      // As soft as the print: the layer first at the pixels it has, then enlarged (smoothly).
      scratch ??= document.createElement('canvas');
      scratch.width = detail.width;
      scratch.height = detail.height;
      const reduced = scratch.getContext('2d');
      if (reduced) {
        // Averaged, as the print's coarse pixels are; a plain reduction of a large source aliases into moiré.
        reduced.imageSmoothingQuality = 'high';
        reduced.drawImage(source, region.left, region.top, region.width, region.height, 0, 0, detail.width, detail.height);
      }
      context.imageSmoothingQuality = 'low';
      context.drawImage(scratch, 0, 0, detail.width, detail.height, -scaled.width / 2, -scaled.height / 2, scaled.width, scaled.height);
    }
    context.restore();
  }
  for (const edge of face.edges) {
    const { target } = edge;
    if (edge.kind === 'colour') {
      context.fillStyle = edge.colour;
      context.fillRect(target.left, target.top, target.width, target.height);
      continue;
    }
    // The bands lie outside the front and read only the front, so the canvas can copy from itself.
    context.save();
    context.translate(target.left + (edge.flipX ? target.width : 0), target.top + (edge.flipY ? target.height : 0));
    context.scale(edge.flipX ? -1 : 1, edge.flipY ? -1 : 1);
    context.drawImage(canvas, edge.source.left, edge.source.top, edge.source.width, edge.source.height, 0, 0, target.width, target.height);
    context.restore();
  }
}

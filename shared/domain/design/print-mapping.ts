import type { Cell } from './collage';
import type { ImageOrig } from './design-types';
import type { PixelSize } from './image-quality';
import { type Placement, cropOf } from './placement';

/*
 * Where each pixel of a print comes from (issue 17: one function, for the print file and every
 * picture of the design). A raster of the full printed area at `k` pixels per millimetre shows, in
 * each placed image's cell, the original's pixel that `sourcePoint` names; everything that draws a
 * design (the print raster at 100-300 dpi from the originals, the design thumbnail at 400 px from
 * the renditions) lays its layers out with `layerPlan`, which is that mapping as a resize, a turn
 * and an offset. The edge bands outside the front are edge.ts's, drawn over the result.
 */

/** The placement fields of an image item that decide its pixels. */
export interface PlacedImage {
  readonly orig: ImageOrig;
  readonly cell: Cell;
  readonly placement: Placement;
}

/** Whole raster pixels: left/top inclusive, width/height counted. */
export interface RasterRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A rectangle of millimetres on a raster of k px/mm, edges rounded so neighbouring cells tile without a gap. */
export function rasterRect(cell: Cell, k: number): RasterRect {
  const left = Math.round(cell.x * k);
  const top = Math.round(cell.y * k);
  return { left, top, width: Math.round((cell.x + cell.width) * k) - left, height: Math.round((cell.y + cell.height) * k) - top };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The point of the original (upright pixels, fractional) that the print shows at (x, y), in
 * millimetres on the full printed area; null outside the image's cell.
 */
export function sourcePoint(image: PlacedImage, x: number, y: number): { x: number; y: number } | null {
  const { cell, placement, orig } = image;
  if (x < cell.x || y < cell.y || x > cell.x + cell.width || y > cell.y + cell.height) return null;
  const a = toRadians(placement.rotation);
  // From the image centre's place in the cell, back along the turned image axes, to original pixels.
  const dx = x - cell.x - placement.cx;
  const dy = y - cell.y - placement.cy;
  const u = (dx * Math.cos(a) + dy * Math.sin(a)) / placement.scale;
  const v = (-dx * Math.sin(a) + dy * Math.cos(a)) / placement.scale;
  return { x: orig.width / 2 + u, y: orig.height / 2 + v };
}

/**
 * How to draw one placed image onto a raster of k px/mm from a `source` that shows the whole
 * upright original at any resolution (the original itself, or a rendition of it): read `region`
 * of the source, resize it to `scaled`, turn it clockwise by `rotation` about its centre, put that
 * centre at `centre` (raster pixels), and keep what falls inside `clip` (the cell). Equal to
 * `sourcePoint` for every raster pixel of the cell, up to resampling.
 */
export interface LayerPlan {
  readonly region: RasterRect;
  readonly scaled: PixelSize;
  readonly rotation: number;
  readonly centre: { readonly x: number; readonly y: number };
  readonly clip: RasterRect;
}

export function layerPlan(image: PlacedImage, k: number, source: PixelSize): LayerPlan {
  const { orig, cell, placement } = image;
  const crop = cropOf(orig, cell, placement);
  const a = toRadians(placement.rotation);
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  // Source pixels per original pixel, per axis (a rendition's sides are each rounded).
  const sx = source.width / orig.width;
  const sy = source.height / orig.height;
  // The turned crop's upright bounding box in original pixels; in source pixels with a margin against rounding.
  const boxW = Math.abs(crop.width * cos) + Math.abs(crop.height * sin);
  const boxH = Math.abs(crop.width * sin) + Math.abs(crop.height * cos);
  const left = Math.max(0, Math.floor((crop.centerX - boxW / 2) * sx) - 2);
  const top = Math.max(0, Math.floor((crop.centerY - boxH / 2) * sy) - 2);
  const right = Math.min(source.width, Math.ceil((crop.centerX + boxW / 2) * sx) + 2);
  const bottom = Math.min(source.height, Math.ceil((crop.centerY + boxH / 2) * sy) + 2);
  const region = { left, top, width: right - left, height: bottom - top };
  // Raster pixels per original pixel, then per source pixel.
  const pxPerOrig = placement.scale * k;
  const scaled = { width: Math.max(1, Math.round((region.width * pxPerOrig) / sx)), height: Math.max(1, Math.round((region.height * pxPerOrig) / sy)) };
  // Where the region's centre lands on the print: the image centre's place plus the region's
  // offset from the image centre, turned and scaled (placement.ts coordinates).
  const du = ((left + region.width / 2) / sx - orig.width / 2) * placement.scale;
  const dv = ((top + region.height / 2) / sy - orig.height / 2) * placement.scale;
  return {
    region,
    scaled,
    rotation: placement.rotation,
    centre: { x: (cell.x + placement.cx + du * cos - dv * sin) * k, y: (cell.y + placement.cy + du * sin + dv * cos) * k },
    clip: rasterRect(cell, k),
  };
}

/**
 * Source pixels per original pixel the raster needs of one image at k px/mm: a rendition at least
 * this sharp draws it without enlarging (so the 2048 px proxy serves a 400 px thumbnail of all
 * but a strongly zoomed-in crop).
 */
export const neededSourceScale = (image: PlacedImage, k: number): number => image.placement.scale * k;

import sharp, { type OverlayOptions } from 'sharp';
import {
  type Cell,
  type ImageItem,
  type PrintArea,
  type PrintAreaDesign,
  areaGeometry,
  cropOf,
  edgeBands,
  edgeOf,
  isImageItem,
  placementDpi,
} from '../../../shared/domain';
import { sharpInput } from '../images/image-processing';

/*
 * The print raster of one print area: the full printed rectangle (front, side area, bleed) at the
 * print resolution, made from the originals and the placements the customer saved, then the edge
 * (mirror or colour) laid over the side bands. Everything is print-area millimetres times `k`
 * (pixels per millimetre); the editor's proxy image is never used.
 */

/** Above this a large format gains nothing visible at viewing distance; the files only grow. */
export const PRINT_DPI_MAX = 300;
/** Below this the RIP would upsample anyway; we do it once, with a good kernel. */
export const PRINT_DPI_MIN = 100;
/** About 240 MB of RGB per area: 100 x 150 cm still gets 137 dpi. */
export const PRINT_MAX_PIXELS = 80_000_000;

export type LoadOriginal = (imageId: string) => Promise<Buffer>;

export interface PrintRaster {
  /** Raw RGB, row by row. */
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly dpi: number;
}

/** The resolution to print at: the best image's own, within the limits and the pixel budget. */
export function printDpi(area: PrintArea, design: PrintAreaDesign, maxPixels = PRINT_MAX_PIXELS): number {
  const { full } = areaGeometry(area);
  const best = Math.max(0, ...design.items.filter(isImageItem).map((item) => placementDpi(item.specs.placement)));
  const wanted = Math.min(PRINT_DPI_MAX, Math.max(PRINT_DPI_MIN, Math.ceil(best)));
  const budget = Math.floor(25.4 * Math.sqrt(maxPixels / (full.width * full.height)));
  return Math.max(1, Math.min(wanted, budget));
}

const rectPx = (cell: Cell, k: number) => {
  const left = Math.round(cell.x * k);
  const top = Math.round(cell.y * k);
  return { left, top, width: Math.round((cell.x + cell.width) * k) - left, height: Math.round((cell.y + cell.height) * k) - top };
};

/**
 * One placed image as a layer clipped to its cell. Only the part of the original that reaches the
 * cell is decoded into the pipeline (zoomed-in designs stay cheap), scaled to print pixels, turned,
 * and cut to the cell.
 */
async function placedLayer(item: ImageItem, k: number, original: Buffer): Promise<OverlayOptions> {
  const { orig, cell, placement } = item.specs;
  const crop = cropOf(orig, cell, placement);
  const a = (placement.rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  // The turned crop's upright bounding box in original pixels, with a margin against rounding.
  const boxW = Math.abs(crop.width * cos) + Math.abs(crop.height * sin);
  const boxH = Math.abs(crop.width * sin) + Math.abs(crop.height * cos);
  const left = Math.max(0, Math.floor(crop.centerX - boxW / 2) - 2);
  const top = Math.max(0, Math.floor(crop.centerY - boxH / 2) - 2);
  const right = Math.min(orig.width, Math.ceil(crop.centerX + boxW / 2) + 2);
  const bottom = Math.min(orig.height, Math.ceil(crop.centerY + boxH / 2) + 2);
  const region = { left, top, width: right - left, height: bottom - top };

  const pxPerOrig = placement.scale * k;
  // Only a turned image has transparent corners; an upright one stays RGB (compositing alpha costs).
  const channels = placement.rotation === 0 ? 3 : 4;
  const resized = sharp(original, sharpInput)
    .autoOrient()
    .extract(region)
    .resize(Math.max(1, Math.round(region.width * pxPerOrig)), Math.max(1, Math.round(region.height * pxPerOrig)), { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha();
  const scaled = await (channels === 4 ? resized.ensureAlpha() : resized).raw().toBuffer({ resolveWithObject: true });
  const turned =
    channels === 3
      ? scaled
      : await sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: 4 } })
          .rotate(placement.rotation, { background: { r: 255, g: 255, b: 255, alpha: 0 } })
          .raw()
          .toBuffer({ resolveWithObject: true });

  // Where the region's centre lands on the print: the image centre's place plus the region's
  // offset from the image centre, turned and scaled (placement.ts coordinates).
  const du = (region.left + region.width / 2 - orig.width / 2) * placement.scale;
  const dv = (region.top + region.height / 2 - orig.height / 2) * placement.scale;
  const centreX = (cell.x + placement.cx + du * cos - dv * sin) * k;
  const centreY = (cell.y + placement.cy + du * sin + dv * cos) * k;
  const boxLeft = Math.round(centreX - turned.info.width / 2);
  const boxTop = Math.round(centreY - turned.info.height / 2);

  const target = rectPx(cell, k);
  const cutLeft = Math.max(0, target.left - boxLeft);
  const cutTop = Math.max(0, target.top - boxTop);
  const cut = {
    left: cutLeft,
    top: cutTop,
    width: Math.min(target.width, turned.info.width - cutLeft),
    height: Math.min(target.height, turned.info.height - cutTop),
  };
  const layer = await sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels } })
    .extract(cut)
    .raw()
    .toBuffer();
  return { input: layer, raw: { width: cut.width, height: cut.height, channels }, left: boxLeft + cut.left, top: boxTop + cut.top };
}

/** Overlays for a mirrored or coloured edge, read from the composed print (`base`). */
async function edgeLayers(area: PrintArea, design: PrintAreaDesign, base: PrintRaster, k: number): Promise<OverlayOptions[]> {
  const edge = edgeOf(design.edge);
  if (edge.mode === 'wrap') return [];
  const layers: OverlayOptions[] = [];
  for (const band of edgeBands(area)) {
    const target = rectPx(band.band, k);
    if (target.width <= 0 || target.height <= 0) continue;
    if (edge.mode === 'colour') {
      layers.push({
        input: { create: { width: target.width, height: target.height, channels: 3, background: edge.colour } },
        left: target.left,
        top: target.top,
      });
      continue;
    }
    const source = rectPx(band.source, k);
    const strip = await sharp(base.data, { raw: { width: base.width, height: base.height, channels: 3 } })
      .extract(source)
      .flop(band.flipX)
      .flip(band.flipY)
      .resize(target.width, target.height, { fit: 'fill' })
      .raw()
      .toBuffer();
    layers.push({ input: strip, raw: { width: target.width, height: target.height, channels: 3 }, left: target.left, top: target.top });
  }
  return layers;
}

/** The one upright image that covers the whole print (the usual order) is the raster as it is. */
function wholeCanvas(layers: OverlayOptions[], width: number, height: number): Buffer | null {
  const [only] = layers;
  if (layers.length !== 1 || !only || !Buffer.isBuffer(only.input)) return null;
  const { raw, left, top } = only;
  return raw?.channels === 3 && raw.width === width && raw.height === height && left === 0 && top === 0 ? only.input : null;
}

export async function composePrintRaster(area: PrintArea, design: PrintAreaDesign, loadOriginal: LoadOriginal, dpi: number): Promise<PrintRaster> {
  const k = dpi / 25.4;
  const { full } = areaGeometry(area);
  const width = Math.round(full.width * k);
  const height = Math.round(full.height * k);
  const images = design.items.filter(isImageItem);
  const layers: OverlayOptions[] = [];
  // One original in memory at a time: a collage of nine 24 MP photos must not hold all nine.
  for (const item of images) layers.push(await placedLayer(item, k, await loadOriginal(item.specs.orig.id)));
  const data =
    wholeCanvas(layers, width, height) ??
    (await sharp({ create: { width, height, channels: 3, background: '#ffffff' }, limitInputPixels: false })
      .composite(layers)
      .removeAlpha()
      .raw()
      .toBuffer());
  const base: PrintRaster = { data, width, height, dpi };
  const edges = await edgeLayers(area, design, base, k);
  if (edges.length === 0) return base;
  const edged = await sharp(base.data, { raw: { width, height, channels: 3 }, limitInputPixels: false })
    .composite(edges)
    .removeAlpha()
    .raw()
    .toBuffer();
  return { ...base, data: edged };
}

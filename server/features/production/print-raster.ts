import type { OverlayOptions } from 'sharp';
import sharp from '../images/sharp';
import {
  type ImageItem,
  type PrintArea,
  type PrintAreaDesign,
  areaGeometry,
  collageStyleOf,
  edgeBands,
  edgeOf,
  isImageItem,
  layerPlan,
  placementDpi,
  rasterRect,
} from '../../../shared/domain';
import { sharpInput } from '../images/image-processing';
import type { ShippedProfile } from './colour/icc-profiles';
import { convertInPlace, photoColour, workingColour } from './colour/working-space';
import { withPhotoAdjust } from './photo-adjust-sharp';

/*
 * The print raster of one print area: the full printed rectangle (front, side area, bleed) at the
 * print resolution, made from the originals and the placements the customer saved, then the edge
 * (mirror or colour) laid over the side bands. Everything is print-area millimetres times `k`
 * (pixels per millimetre); where each pixel comes from is shared/domain's print mapping
 * (print-mapping.ts), which the design thumbnail (design-thumbnail.ts) draws with too. The print
 * never uses the editor's proxy. The raster is composed in a working space (colour/print-colour.ts):
 * each photo converted into it from its own profile, the design's colours from sRGB.
 */

/** Above this a large format gains nothing visible at viewing distance; the files only grow. */
const PRINT_DPI_MAX = 300;
/** Below this the RIP would upsample anyway; we do it once, with a good kernel. */
const PRINT_DPI_MIN = 100;
/** About 240 MB of RGB per area: 100 x 150 cm still gets 137 dpi. */
const PRINT_MAX_PIXELS = 80_000_000;

export type LoadOriginal = (imageId: string) => Promise<Buffer>;

export interface PrintRaster extends AreaRaster {
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

/** What a layer is drawn from: encoded bytes of the whole upright original, at `width` x `height` pixels (the original, or a rendition of it). */
interface SourceImage {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/** The source of one placed image for a raster of k px/mm (the print: the original; a thumbnail: the smallest rendition sharp enough). */
export type LoadSource = (item: ImageItem, k: number) => Promise<SourceImage>;

/**
 * One placed image as a layer clipped to its cell, laid out by the shared print mapping
 * (layerPlan): only the part of the source that reaches the cell is decoded into the pipeline
 * (zoomed-in designs stay cheap), scaled to raster pixels, its colours adjusted (in the photo's own
 * space, as the shopper saw them), converted into the working space, turned, and cut to the cell.
 */
async function placedLayer(item: ImageItem, k: number, source: SourceImage, working: ShippedProfile): Promise<OverlayOptions> {
  const plan = layerPlan(item.specs, k, source);
  // Only a turned image has transparent corners; an upright one stays RGB (compositing alpha costs).
  const channels = plan.rotation === 0 ? 3 : 4;
  const colour = await photoColour(source.data, working);
  const input = { ...sharpInput, ignoreIcc: colour.ignoreIcc };
  const region = sharp(source.data, input).autoOrient().extract(plan.region).resize(plan.scaled.width, plan.scaled.height, { fit: 'fill', kernel: 'lanczos3' });
  const resized = await (await withPhotoAdjust(region, item.specs.adjust, source.data, input)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scaled = { data: colour.transform ? convertInPlace(colour.transform, resized.data) : resized.data, info: resized.info };
  const turned =
    channels === 3
      ? scaled
      : await sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: 3 } })
          .ensureAlpha()
          .rotate(plan.rotation, { background: { r: 255, g: 255, b: 255, alpha: 0 } })
          .raw()
          .toBuffer({ resolveWithObject: true });

  const boxLeft = Math.round(plan.centre.x - turned.info.width / 2);
  const boxTop = Math.round(plan.centre.y - turned.info.height / 2);
  const target = plan.clip;
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
async function edgeLayers(area: PrintArea, design: PrintAreaDesign, base: AreaRaster, k: number): Promise<OverlayOptions[]> {
  const edge = edgeOf(design.edge);
  if (edge.mode === 'wrap') return [];
  const colour = await workingColour(edge.colour, base.profile);
  const layers: OverlayOptions[] = [];
  for (const band of edgeBands(area)) {
    const target = rasterRect(band.band, k);
    if (target.width <= 0 || target.height <= 0) continue;
    if (edge.mode === 'colour') {
      layers.push({
        input: { create: { width: target.width, height: target.height, channels: 3, background: colour } },
        left: target.left,
        top: target.top,
      });
      continue;
    }
    const source = rasterRect(band.source, k);
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

/** Raw RGB of the full printed area (front, side area, bleed), row by row. */
export interface AreaRaster {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  /** The working space its colours are in. */
  readonly profile: ShippedProfile;
}

/**
 * The full printed area at k px/mm: each placed image drawn from its source by the shared print
 * mapping over the collage's background (seen in the gaps between cells), then the edge (mirror or
 * colour) over the side bands, in the working space `profile`. The print file and the design
 * thumbnail are both this, at their own k and from their own sources.
 */
export async function composeAreaRaster(
  area: PrintArea,
  design: PrintAreaDesign,
  loadSource: LoadSource,
  k: number,
  profile: ShippedProfile = 'sRGB.icc',
): Promise<AreaRaster> {
  const { full } = areaGeometry(area);
  const width = Math.round(full.width * k);
  const height = Math.round(full.height * k);
  const images = design.items.filter(isImageItem);
  const layers: OverlayOptions[] = [];
  // One source in memory at a time: a collage of nine 24 MP photos must not hold all nine.
  for (const item of images) layers.push(await placedLayer(item, k, await loadSource(item, k), profile));
  const data =
    wholeCanvas(layers, width, height) ??
    (await sharp({
      create: { width, height, channels: 3, background: await workingColour(collageStyleOf(design.collage).background, profile) },
      limitInputPixels: false,
    })
      .composite(layers)
      .removeAlpha()
      .raw()
      .toBuffer());
  const base: AreaRaster = { data, width, height, profile };
  const edges = await edgeLayers(area, design, base, k);
  if (edges.length === 0) return base;
  const edged = await sharp(base.data, { raw: { width, height, channels: 3 }, limitInputPixels: false })
    .composite(edges)
    .removeAlpha()
    .raw()
    .toBuffer();
  return { ...base, data: edged };
}

/** The print raster at `dpi` in the working space `profile`, from the originals (never a rendition). */
export async function composePrintRaster(
  area: PrintArea,
  design: PrintAreaDesign,
  loadOriginal: LoadOriginal,
  dpi: number,
  profile: ShippedProfile = 'sRGB.icc',
): Promise<PrintRaster> {
  const fromOriginal: LoadSource = async (item) => ({
    data: await loadOriginal(item.specs.orig.id),
    width: item.specs.orig.width,
    height: item.specs.orig.height,
  });
  return { ...(await composeAreaRaster(area, design, fromOriginal, dpi / 25.4, profile)), dpi };
}

import { collageStyleOf } from '../design/collage-style';
import { edgeBands, edgeOf } from '../design/edge';
import type { PrintAreaDesign } from '../design/design-types';
import { areaGeometry, isImageItem, type ImageItem } from '../design/image-design';
import { WARN_BELOW_DPI, type PixelSize } from '../design/image-quality';
import { placementDpi } from '../design/placement';
import { type LayerPlan, type RasterRect, layerPlan, rasterRect } from '../design/print-mapping';
import type { PrintArea } from '../product/product-schema';

/*
 * The configurator's preview draws the printed area exactly as the print raster is composed
 * (server/features/production/print-raster.ts): each image laid out by the shared print mapping
 * (layerPlan), then the edge bands of edge.ts over it. This file says what to draw, as steps in
 * raster pixels at k px/mm, each pixel of an image step mapped back to the photo pixel it shows;
 * WebGL draws them (the mapping per pixel, in perspective), a 2D canvas draws them (through the
 * mapping's inverse), and a test draws them in software and compares that with the print raster.
 */

interface FaceLayer {
  /** Index among the area's image items. */
  readonly item: number;
  readonly plan: LayerPlan;
  /**
   * The pixel size the layer's region keeps before it is enlarged to `plan.scaled`: equal to it
   * for a sharp image, smaller for one that prints soft (previewDetail).
   */
  readonly detail: PixelSize;
  /** Transparent but where it draws (the texts' layer, drawn last): it hides nothing under it. */
  readonly overlay?: true;
}

/**
 * How much of the layer's pixels the preview keeps so that it looks as soft as the print: a print
 * at WARN_BELOW_DPI or better is shown at full preview sharpness; below it, the preview keeps
 * dpi / WARN_BELOW_DPI of its pixels per axis (then enlarges them again). The preview shows the
 * print much smaller than it is, so the image's own pixel count would always look sharp there;
 * this keeps the loss of detail the shopper will see at viewing distance.
 */
export function previewDetail(scaled: PixelSize, dpi: number): PixelSize {
  const keep = dpi >= WARN_BELOW_DPI ? 1 : Math.max(0.02, dpi / WARN_BELOW_DPI);
  return { width: Math.max(1, Math.round(scaled.width * keep)), height: Math.max(1, Math.round(scaled.height * keep)) };
}

/** A rectangle of raster pixels; fractional where a mirrored piece ends. */
export interface RasterBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Raster pixels (x, y) to source pixels: [a, b, c, d, e, f] for (a·x + c·y + e, b·x + d·y + f). */
type Affine = readonly [number, number, number, number, number, number];

/**
 * One step of drawing the printed area: a plain fill, or an image layer's pixels over `target`,
 * each read from the source at map(x, y). Drawn in order. A placement always covers its cell
 * (placement.ts), so an image step covers all of its target.
 */
export type FaceOp =
  | { readonly kind: 'fill'; readonly target: RasterBox; readonly colour: string }
  | { readonly kind: 'image'; readonly target: RasterBox; readonly layer: FaceLayer; readonly map: Affine };

const boxOf = (r: RasterRect): RasterBox => ({ left: r.left, top: r.top, right: r.left + r.width, bottom: r.top + r.height });

const intersect = (a: RasterBox, b: RasterBox): RasterBox | null => {
  const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
  return box.right > box.left && box.bottom > box.top ? box : null;
};

/**
 * A layer plan (resize `region` to `scaled`, turn by `rotation` about `centre`) as the map from a
 * raster pixel back to the source pixel it shows: the very transform a canvas applies to draw it,
 * inverted (raster and source coordinates both with pixel centres at .5).
 */
function layerMap(plan: LayerPlan): Affine {
  const a = (plan.rotation * Math.PI) / 180;
  const fx = plan.region.width / plan.scaled.width;
  const fy = plan.region.height / plan.scaled.height;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const { x, y } = plan.centre;
  return [
    cos * fx,
    -sin * fy,
    sin * fx,
    cos * fy,
    plan.region.left + plan.region.width / 2 - fx * (x * cos + y * sin),
    plan.region.top + plan.region.height / 2 - fy * (y * cos - x * sin),
  ];
}

/**
 * The full printed area at k px/mm as steps, each image read from a source of the given size (the
 * proxy, or the original): the collage's background over the whole area (the first step), each layer over its cell,
 * then the edge bands; a colour band is a fill, a mirrored band is white, then each layer's piece
 * of the front strip it mirrors, mapped through the mirror (the pixels the print raster copies).
 */
export function faceOps(area: PrintArea, design: PrintAreaDesign, k: number, sourceSize: (item: ImageItem) => PixelSize): FaceOp[] {
  const { full } = areaGeometry(area);
  const ops: FaceOp[] = [
    {
      kind: 'fill',
      target: { left: 0, top: 0, right: Math.round(full.width * k), bottom: Math.round(full.height * k) },
      colour: collageStyleOf(design.collage).background,
    },
  ];
  const layers = design.items.filter(isImageItem).map((item, index) => {
    const plan = layerPlan(item.specs, k, sourceSize(item));
    const layer = { item: index, plan, detail: previewDetail(plan.scaled, placementDpi(item.specs.placement)) };
    const op = { kind: 'image', target: boxOf(plan.clip), layer, map: layerMap(plan) } as const;
    ops.push(op);
    return op;
  });
  const edge = edgeOf(design.edge);
  if (edge.mode === 'wrap') return ops;
  for (const band of edgeBands(area)) {
    const target = boxOf(rasterRect(band.band, k));
    const width = target.right - target.left;
    const height = target.bottom - target.top;
    if (width <= 0 || height <= 0) continue;
    ops.push({ kind: 'fill', target, colour: edge.mode === 'colour' ? edge.colour : '#ffffff' });
    if (edge.mode === 'colour') continue;
    const source = boxOf(rasterRect(band.source, k));
    // The band's pixel (x, y) shows the front's (mx·x + nx, my·y + ny).
    const mx = ((band.flipX ? -1 : 1) * (source.right - source.left)) / width;
    const my = ((band.flipY ? -1 : 1) * (source.bottom - source.top)) / height;
    const nx = (band.flipX ? source.right : source.left) - mx * target.left;
    const ny = (band.flipY ? source.bottom : source.top) - my * target.top;
    for (const { layer, target: clip, map } of layers) {
      const shown = intersect(clip, source);
      const piece =
        shown &&
        intersect(
          {
            left: Math.min((shown.left - nx) / mx, (shown.right - nx) / mx),
            top: Math.min((shown.top - ny) / my, (shown.bottom - ny) / my),
            right: Math.max((shown.left - nx) / mx, (shown.right - nx) / mx),
            bottom: Math.max((shown.top - ny) / my, (shown.bottom - ny) / my),
          },
          target,
        );
      if (!piece) continue;
      const [a, b, c, d, e, f] = map;
      ops.push({ kind: 'image', target: piece, layer, map: [a * mx, b * mx, c * my, d * my, a * nx + c * ny + e, b * nx + d * ny + f] });
    }
  }
  return ops;
}

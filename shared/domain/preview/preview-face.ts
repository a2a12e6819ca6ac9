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
 * (layerPlan), then the edge bands of edge.ts over it. This file says what to draw, in raster
 * pixels at k px/mm; the browser draws it on a canvas, a test draws it in software and compares it
 * with the print raster.
 */

export interface FaceLayer {
  /** Index among the area's image items. */
  readonly item: number;
  readonly plan: LayerPlan;
  /**
   * The pixel size the layer is first reduced to before it is enlarged to `plan.scaled`: equal to
   * it for a sharp image, smaller for one that prints soft (previewDetail).
   */
  readonly detail: PixelSize;
}

export type FaceEdge =
  | { readonly kind: 'colour'; readonly target: RasterRect; readonly colour: string }
  | { readonly kind: 'mirror'; readonly source: RasterRect; readonly target: RasterRect; readonly flipX: boolean; readonly flipY: boolean };

export interface FaceDrawing {
  readonly width: number;
  readonly height: number;
  readonly layers: readonly FaceLayer[];
  /** Drawn after the layers, reading the composed layers (mirror) as the print raster does. */
  readonly edges: readonly FaceEdge[];
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

/** The drawing of the full printed area at k px/mm, each image from a source of the given size (the proxy or a smaller copy of it). */
export function faceDrawing(area: PrintArea, design: PrintAreaDesign, k: number, sourceSize: (item: ImageItem) => PixelSize): FaceDrawing {
  const { full } = areaGeometry(area);
  const layers = design.items.filter(isImageItem).map((item, index): FaceLayer => {
    const plan = layerPlan(item.specs, k, sourceSize(item));
    return { item: index, plan, detail: previewDetail(plan.scaled, placementDpi(item.specs.placement)) };
  });
  const edge = edgeOf(design.edge);
  const edges: FaceEdge[] =
    edge.mode === 'wrap'
      ? []
      : edgeBands(area).flatMap((band): FaceEdge[] => {
          const target = rasterRect(band.band, k);
          if (target.width <= 0 || target.height <= 0) return [];
          if (edge.mode === 'colour') return [{ kind: 'colour', target, colour: edge.colour }];
          return [{ kind: 'mirror', source: rasterRect(band.source, k), target, flipX: band.flipX, flipY: band.flipY }];
        });
  return { width: Math.round(full.width * k), height: Math.round(full.height * k), layers, edges };
}

import type { PrintArea } from '../product/product-schema';
import { type CollageLayout, collageLayouts } from './collage';
import type { Design } from './design-types';
import { edgeOf, hasEdge } from './edge';
import { type ImageItem, type PrintdataItem, cellsFor, isImageItem, layoutFor, lowestDpi, printdataOf } from './image-design';
import { adjustOf } from './photo-adjust';
import { clampPlacement } from './placement';

export interface NormalizedDesign {
  readonly design: Design;
  readonly printdata: Readonly<Record<string, { items: PrintdataItem[] }>>;
  /** The weakest image's resolution, null without images. */
  readonly lowestDpi: number | null;
}

function isLayout(value: unknown): value is CollageLayout {
  return typeof value === 'string' && Object.hasOwn(collageLayouts, value);
}

/**
 * The design as the server stores it: the image items of the first print area laid out again on
 * that area's checked size (cells recomputed, placements clamped to cover them), its edge kept
 * (framed prints only), everything else dropped, and the print data derived from it. A design made in the browser for another size, or
 * tampered with, cannot produce a gap or a crop outside the original.
 */
export function normalizeDesign(area: PrintArea | undefined, design: Design): NormalizedDesign {
  if (!area || !Object.hasOwn(design, area.id)) return { design: {}, printdata: {}, lowestDpi: null };
  const images = (design[area.id]?.items ?? []).filter(isImageItem);
  if (images.length === 0) return { design: {}, printdata: {}, lowestDpi: null };
  const requested = images[0]?.specs.layout;
  const layout = layoutFor(images.length, isLayout(requested) ? requested : null);
  const cells = cellsFor(area, images.length, layout);
  const items: ImageItem[] = images.slice(0, cells.length).map((item, index) => {
    const cell = cells[index] as (typeof cells)[number];
    // A colour adjustment the shop knows stays; an unknown one is dropped like any other field.
    const adjust = adjustOf(item.specs.adjust);
    return {
      type: 'image',
      specs: {
        orig: item.specs.orig,
        src: item.specs.src,
        cell,
        layout,
        placement: clampPlacement(item.specs.orig, cell, item.specs.placement),
        ...(adjust !== 'none' && { adjust }),
      },
    };
  });
  const areaDesign = hasEdge(area) ? { items, edge: edgeOf(design[area.id]?.edge) } : { items };
  return { design: { [area.id]: areaDesign }, printdata: { [area.id]: { items: printdataOf(areaDesign) } }, lowestDpi: lowestDpi(areaDesign) };
}

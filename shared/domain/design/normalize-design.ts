import type { PrintArea } from '../product/product-schema';
import { type CollageLayout, collageLayouts } from './collage';
import { collageStyleOf } from './collage-style';
import type { Design, PrintAreaDesign } from './design-types';
import { edgeOf, hasEdge } from './edge';
import { cellIndexAt, cellIndexes } from './cell-indexes';
import { type ImageItem, type PrintdataItem, cellsFor, isImageItem, layoutFor, lowestDpi, printdataOf } from './image-design';
import { adjustOf } from './photo-adjust';
import { clampPlacement } from './placement';
import { textItemOf } from '../text/complete-text-item';
import { MAX_TEXT_ITEMS, type TextItem } from '../text/text-item';

export interface NormalizedDesign {
  readonly design: Design;
  readonly printdata: Readonly<Record<string, { items: PrintdataItem[] }>>;
  /** The weakest image's resolution, null without images. */
  readonly lowestDpi: number | null;
}

function isLayout(value: unknown): value is CollageLayout {
  return typeof value === 'string' && Object.hasOwn(collageLayouts, value);
}

const EMPTY: NormalizedDesign = { design: {}, printdata: {}, lowestDpi: null };

/** The area's text items, each completed from its defaults (text-item.ts); those without text dropped. */
function textItems(area: PrintArea, items: PrintAreaDesign['items']): TextItem[] {
  return items
    .filter((item) => item.type === 'text')
    .flatMap((item) => textItemOf(area, item.specs) ?? [])
    .slice(0, MAX_TEXT_ITEMS);
}

/**
 * The design as the server stores it: the image items of the first print area laid out again on
 * that area's checked size (cells recomputed, placements clamped to cover them), then its text
 * items completed (drawn over the images, in their order), its edge kept (framed prints only) and a
 * collage's gap and background, everything else dropped, and the print data derived from it. A design
 * made in the browser for another size, or tampered with, cannot produce a gap or a crop outside the original.
 */
export function normalizeDesign(area: PrintArea | undefined, design: Design): NormalizedDesign {
  if (!area || !Object.hasOwn(design, area.id)) return EMPTY;
  const images = (design[area.id]?.items ?? []).filter(isImageItem);
  const texts = textItems(area, design[area.id]?.items ?? []);
  if (images.length === 0 && texts.length === 0) return EMPTY;
  const requested = images[0]?.specs.layout;
  const layout = layoutFor(images.length, isLayout(requested) ? requested : null);
  const stored = design[area.id]?.collage;
  const collage = stored && layout ? { collage: collageStyleOf(stored) } : {};
  const cells = cellsFor(area, images.length, layout, collageStyleOf(stored).gap);
  const placed = images.slice(0, cells.length);
  const indexes = cellIndexes(placed, cells.length);
  const items: ImageItem[] = placed.map((item, place) => {
    const index = indexes[place] ?? place;
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
        ...cellIndexAt(index, place),
        placement: clampPlacement(item.specs.orig, cell, item.specs.placement),
        ...(adjust !== 'none' && { adjust }),
      },
    };
  });
  const all = [...items, ...texts];
  const areaDesign = hasEdge(area) ? { items: all, ...collage, edge: edgeOf(design[area.id]?.edge) } : { items: all, ...collage };
  return { design: { [area.id]: areaDesign }, printdata: { [area.id]: { items: printdataOf(areaDesign) } }, lowestDpi: lowestDpi(areaDesign) };
}

import type { PrintArea } from '../product/product-schema';
import { type Cell, type CollageLayout, collageCellsOnArea, layoutsOffered } from './collage';
import { cellIndexAt, keptCellIndexes } from './cell-indexes';
import { DEFAULT_COLLAGE_STYLE } from './collage-style';
import type { DesignItem, ImageOrig, PrintAreaDesign } from './design-types';
import type { PhotoAdjust } from './photo-adjust';
import { type Frame, type PixelCrop, type Placement, clampPlacement, coverPlacement, cropOf, placementDpi } from './placement';

/*
 * The image design of one print area: which original fills which cell, and how it is placed.
 * Placement and cells are print-area millimetres on the full printed area (front, wrap, bleed), so
 * print files are made from the originals at any resolution (domain.md "Design and print data").
 */

export interface ChosenImage {
  readonly orig: ImageOrig;
  /** The editor proxy the browser designs on (the print uses the original). */
  readonly src: string;
}

// A type, not an interface: it must fit DesignItem's open record of specs.
export type ImageItemSpecs = {
  readonly orig: ImageOrig;
  readonly src: string;
  readonly placement: Placement;
  readonly cell: Cell;
  readonly layout: CollageLayout | null;
  /** The layout cell the photo was moved into when that is not the one of its place among the photos (free-cells.ts). */
  readonly cellIndex?: number;
  /** Absent is 'none' (photo-adjust.ts), so designs made before adjustments load unchanged. */
  readonly adjust?: PhotoAdjust;
};

export interface ImageItem extends DesignItem {
  readonly type: 'image';
  readonly specs: ImageItemSpecs;
}

export interface AreaGeometry {
  readonly front: Frame;
  /** Side area (wrap) + trim (bleed) on each side, mm. */
  readonly margin: number;
  readonly full: Frame;
}

export function areaGeometry(area: PrintArea): AreaGeometry {
  const { width, height, sideArea, trim } = area.specs;
  const margin = sideArea + trim;
  return { front: { width, height }, margin, full: { width: width + 2 * margin, height: height + 2 * margin } };
}

/**
 * The cells for `count` images: the whole area for one, the layout's cells with `gap` mm between
 * them for a collage, the photos taking the first and any left over free (the background shows).
 */
export function cellsFor(area: PrintArea, count: number, layout: CollageLayout | null, gap = DEFAULT_COLLAGE_STYLE.gap): Cell[] {
  const geometry = areaGeometry(area);
  if (count <= 1) return [{ x: 0, y: 0, ...geometry.full }];
  const chosen = layoutFor(count, layout);
  return chosen === null ? [] : collageCellsOnArea(chosen, geometry.front, geometry.margin, gap);
}

/** The layout a collage of `count` images uses (the given one when it is offered for that many, else the first). */
export function layoutFor(count: number, layout: CollageLayout | null): CollageLayout | null {
  const offered = layoutsOffered(count);
  return layout !== null && offered.includes(layout) ? layout : (offered[0] ?? null);
}

/** Where a photo goes in its cell when it lands there (focus-placement.ts keeps its faces on the front). */
export type PlaceImage = (orig: ImageOrig, cell: Cell, area: PrintArea) => Placement;

const centred: PlaceImage = (orig, cell) => coverPlacement(orig, cell);

/**
 * Each image fills its cell, as small as covering allows: centred, or where `place` puts it. The
 * images take the cells in their order, or, given the items of the design `before`, each photo
 * keeps the cell it had there when the layout stays (cell-indexes.ts).
 */
export function imageDesign(
  area: PrintArea,
  images: readonly ChosenImage[],
  layout: CollageLayout | null,
  gap?: number,
  place: PlaceImage = centred,
  before: readonly DesignItem[] = [],
): PrintAreaDesign {
  const used = layoutFor(images.length, layout);
  const cells = cellsFor(area, images.length, used, gap);
  const placed = images.slice(0, cells.length);
  const indexes = keptCellIndexes(
    before.filter(isImageItem),
    placed.map((image) => image.orig.id),
    used,
    cells.length,
  );
  const items: ImageItem[] = placed.map((image, at) => {
    const index = indexes[at] ?? at;
    const cell = cells[index] as Cell;
    return {
      type: 'image',
      specs: { orig: image.orig, src: image.src, cell, layout: used, ...cellIndexAt(index, at), placement: place(image.orig, cell, area) },
    };
  });
  return { items };
}

export function isImageItem(item: DesignItem): item is ImageItem {
  return item.type === 'image' && item.specs.orig !== undefined && typeof item.specs.placement === 'object';
}

/** The area design with one image's placement replaced (clamped so it still covers its cell). */
export function withPlacement(design: PrintAreaDesign, index: number, placement: Placement): PrintAreaDesign {
  return {
    ...design,
    items: design.items.map((item, i) =>
      i === index && isImageItem(item) ? { ...item, specs: { ...item.specs, placement: clampPlacement(item.specs.orig, item.specs.cell, placement) } } : item,
    ),
  };
}

export interface PrintdataItem {
  readonly imageId: string;
  /** Where on the full printed area (mm). */
  readonly cell: Cell;
  /** Which part of the original (px). */
  readonly crop: PixelCrop;
  readonly dpi: number;
}

/** What the print file needs per image: the crop of the original and where it goes. */
export function printdataOf(design: PrintAreaDesign): PrintdataItem[] {
  return design.items.filter(isImageItem).map((item) => ({
    imageId: item.specs.orig.id,
    cell: item.specs.cell,
    crop: cropOf(item.specs.orig, item.specs.cell, item.specs.placement),
    dpi: placementDpi(item.specs.placement),
  }));
}

/** The lowest resolution among the placed images (the one that limits print quality). */
export function lowestDpi(design: PrintAreaDesign): number | null {
  const dpis = design.items.filter(isImageItem).map((item) => placementDpi(item.specs.placement));
  return dpis.length ? Math.min(...dpis) : null;
}

/*
 * The design of a configured item, keyed by print area id (spec section 3). Only what the domain
 * reads is fixed here: an item's `type` and, for images, `specs.orig` (the original upload: id and
 * pixel size). The widget adds its placement fields (crop, rotation, scale in print-area mm); a
 * text item's specs are shared/domain/text's.
 */

export interface ImageOrig {
  readonly id: string;
  /** px */
  readonly width: number;
  /** px */
  readonly height: number;
  /** Found by the server when the photo was uploaded; absent for templates and photos uploaded before. */
  readonly focus?: ImageFocus;
}

/** A rectangle of the upright original, px from its top-left corner. */
export interface PixelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What a crop of the photo must keep: the faces in it, and one box round what draws the eye (faces included). */
export interface ImageFocus {
  readonly faces: readonly PixelBox[];
  readonly box: PixelBox;
}

export interface DesignItem {
  readonly type: string;
  readonly specs: { readonly orig?: ImageOrig } & Readonly<Record<string, unknown>>;
}

export interface PrintAreaDesign {
  readonly items: readonly DesignItem[];
  /** What covers the side area of a framed print (edge.ts); absent means the default. */
  readonly edge?: { readonly mode: string; readonly colour: string };
  /** A collage's gap and background (collage-style.ts); absent means the default. */
  readonly collage?: { readonly gap: number; readonly background: string };
}

export type Design = Readonly<Record<string, PrintAreaDesign>>;

/** Per print area, the crop of the original in original pixels (shape owned by the widget). */
export type Printdata = Readonly<Record<string, unknown>>;

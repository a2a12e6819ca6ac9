import { areaGeometry } from '../design/image-design';
import type { PrintArea } from '../product/product-schema';
import { type TextItemSpecs, mmToPt, textLines } from './text-item';
import { layoutText, textBounds } from './text-layout';

/*
 * The checks of a text item, as data the editor shows and anyone may repeat: a text that crosses
 * the front's edge into the wrap (it folds round the frame) or past the cut into the trim (it is
 * cut off), a size below what prints legibly, and a colour too close to the photo under it.
 * Warnings only: the shopper may want any of these.
 */

/** Smaller than this, thin strokes break up in print and the text is hard to read at arm's length. */
export const MIN_TEXT_PT = 6;
/**
 * The least contrast ratio of text colour to the photo under it. WCAG 2.x 1.4.3 asks 3:1 of large
 * text (18 pt, or 14 pt bold, on a screen); text on a print is read from farther away but is large
 * for that distance, so large text's ratio is the fair one (4.5:1 would flag most titles on photos).
 */
export const MIN_TEXT_CONTRAST = 3;

export type TextWarning =
  | { readonly code: 'textOutsideSafeArea'; readonly into: 'wrap' | 'trim' }
  | { readonly code: 'textTooSmall'; readonly pt: number }
  | { readonly code: 'textLowContrast'; readonly ratio: number };

/** sRGB relative luminance of #rrggbb (WCAG 2.x). */
export function relativeLuminance(colour: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The warnings of one text item on `area`. `lineWidths` are its lines' measured widths (mm, by the
 * renderer's font); `photoMean` is the mean colour (#rrggbb) of the picture under the text, null
 * where nothing is under it (no contrast check then).
 */
export function textWarnings(area: PrintArea, specs: TextItemSpecs, lineWidths: readonly number[], photoMean: string | null): TextWarning[] {
  const warnings: TextWarning[] = [];
  const bounds = textBounds(specs, layoutText(specs, textLines(specs.text), lineWidths).box);
  const { margin, full } = areaGeometry(area);
  const { trim } = area.specs;
  const beyond = (inset: number) =>
    bounds.x < inset || bounds.y < inset || bounds.x + bounds.width > full.width - inset || bounds.y + bounds.height > full.height - inset;
  if (beyond(trim)) warnings.push({ code: 'textOutsideSafeArea', into: 'trim' });
  else if (beyond(margin)) warnings.push({ code: 'textOutsideSafeArea', into: 'wrap' });
  // To a hundredth of a point: 6 pt stored as mm and read back is 5.999999999999999.
  const pt = Math.round(mmToPt(specs.sizeMm) * 100) / 100;
  if (pt < MIN_TEXT_PT) warnings.push({ code: 'textTooSmall', pt });
  if (photoMean !== null) {
    const ratio = contrastRatio(specs.colour, photoMean);
    if (ratio < MIN_TEXT_CONTRAST) warnings.push({ code: 'textLowContrast', ratio });
  }
  return warnings;
}

import { MM_PER_INCH } from '../units/units';

/*
 * Image quality = the effective resolution of the placed crop at print size, in dots per inch.
 * Below 100 dpi the UI warns; below 50 dpi ordering is refused unless the customer confirms.
 * Exactly 100 dpi is sharp, exactly 50 dpi is a warning.
 */

export const WARN_BELOW_DPI = 100;
export const REFUSE_BELOW_DPI = 50;

export type ImageQuality = 'sharp' | 'warn' | 'refuse';

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

export interface MmSize {
  readonly width: number;
  readonly height: number;
}

function dpiAlong(pixels: number, millimetres: number): number {
  return millimetres > 0 ? pixels / (millimetres / MM_PER_INCH) : Infinity;
}

/** The lower of the two axes' resolutions (a stretched axis is what shows). */
export function effectiveDpi(cropPx: PixelSize, printMm: MmSize): number {
  return Math.min(dpiAlong(cropPx.width, printMm.width), dpiAlong(cropPx.height, printMm.height));
}

export function imageQuality(dpi: number): ImageQuality {
  if (!(dpi >= REFUSE_BELOW_DPI)) return 'refuse'; // NaN refuses too
  return dpi < WARN_BELOW_DPI ? 'warn' : 'sharp';
}

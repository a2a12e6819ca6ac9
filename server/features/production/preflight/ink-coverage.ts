/*
 * Total area coverage of CMYK samples: the four inks of a pixel added, in percent (400 % at most).
 * The press lays down at most its condition's limit; a few pixels over it from JPEG's rounding do
 * not flood the sheet, so the check allows a small share over a small margin.
 */

/** JPEG's quantisation moves a channel by a level or two: a pixel counts as over past this margin. */
const MARGIN_PERCENT = 2;
/** The share of pixels (0…1) that may lie over the limit: scattered ringing at hard edges. */
const SHARE_ALLOWED = 0.001;

export interface InkCoverage {
  /** The most ink of any pixel, in percent. */
  readonly max: number;
  /** The share of pixels over the limit (0…1). */
  readonly over: number;
}

/**
 * The coverage of interleaved CMYK samples (4 bytes a pixel). `inverted`: the samples are stored
 * as 255 minus the ink, as Adobe's CMYK JPEGs are (or as a Decode array of [1 0 …] says).
 */
export function inkCoverage(samples: Uint8Array, inverted: boolean, limitPercent: number): InkCoverage {
  const limit = ((limitPercent + MARGIN_PERCENT) / 100) * 255;
  let max = 0;
  let over = 0;
  const pixels = Math.floor(samples.length / 4);
  for (let i = 0; i < pixels * 4; i += 4) {
    const stored = (samples[i] ?? 0) + (samples[i + 1] ?? 0) + (samples[i + 2] ?? 0) + (samples[i + 3] ?? 0);
    const ink = inverted ? 4 * 255 - stored : stored;
    if (ink > max) max = ink;
    if (ink > limit) over += 1;
  }
  return { max: (max / 255) * 100, over: pixels ? over / pixels : 0 };
}

export const withinLimit = (coverage: InkCoverage) => coverage.over <= SHARE_ALLOWED;

/**
 * Whether a JPEG carries Adobe's APP14 marker: libjpeg and libvips then read its CMYK as stored
 * inverted and turn it back, so the samples they give are the ink.
 */
export function hasAdobeMarker(jpeg: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1];
    if (marker === 0xda) return false; // the scan starts: no more header segments
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    if (marker === 0xee && Buffer.from(jpeg.subarray(at + 4, at + 9)).toString('latin1') === 'Adobe') return true;
    at += 2 + length;
  }
  return false;
}

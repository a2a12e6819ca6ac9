/*
 * A photo's colour adjustment: black and white, sepia, or an automatic levels correction, chosen
 * per image item (specs.adjust; absent is 'none'). The numbers live here only: the design canvas
 * and the previews apply them to the proxy's pixels (adjustPixels), the print file and the design
 * thumbnail hand the same ones to sharp (recomb for a matrix, linear for levels), so every picture
 * of a design shows the same tones.
 *
 * - bw and sepia: the colour matrices of the Filter Effects spec's grayscale(1) and sepia(1) (on
 *   sRGB values, as CSS filters apply them), out = M · (r, g, b), clamped to 0-255.
 * - auto-levels: one stretch for all three channels (no colour cast), out = a · v + b, from the
 *   histogram of the whole photo (not the crop, so moving the crop does not change its tones)
 *   fitted within LEVELS_SAMPLE_SIZE px: the darkest and brightest LEVELS_CLIP of its values
 *   clip, the rest spans 0-255, at most MAX_LEVELS_GAIN times steeper (a foggy photo must not
 *   turn into noise) about the middle of its range.
 */

export const photoAdjustments = ['none', 'bw', 'sepia', 'auto-levels'] as const;
export type PhotoAdjust = (typeof photoAdjustments)[number];

/** A valid adjustment from whatever an item carries (absent or unknown is 'none'). */
export function adjustOf(value: unknown): PhotoAdjust {
  return (photoAdjustments as readonly unknown[]).includes(value) ? (value as PhotoAdjust) : 'none';
}

type Row = readonly [number, number, number];
/** Rows of output red, green, blue from input (r, g, b). */
type ColourMatrix = readonly [Row, Row, Row];

const GREYSCALE: ColourMatrix = [
  [0.2126, 0.7152, 0.0722],
  [0.2126, 0.7152, 0.0722],
  [0.2126, 0.7152, 0.0722],
];
const SEPIA: ColourMatrix = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

/** The histogram is taken over the photo fitted within this many px (browser and server alike). */
export const LEVELS_SAMPLE_SIZE = 256;
/** The share of values clipped at each end. */
const LEVELS_CLIP = 0.005;
const MAX_LEVELS_GAIN = 4;

/** Counts of each value 0-255 over the red, green and blue of every pixel. */
export type Histogram = readonly number[];

/** The histogram of raw pixels with `channels` values each (the first three are red, green, blue). */
export function histogramOf(pixels: ArrayLike<number>, channels: number): Histogram {
  const counts: number[] = Array.from({ length: 256 }, () => 0);
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    for (let c = 0; c < 3; c += 1) counts[pixels[i + c] ?? 0]! += 1;
  }
  return counts;
}

/** The levels stretch (out = a · v + b) a histogram asks for. */
export function levelsOf(histogram: Histogram): { a: number; b: number } {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { a: 1, b: 0 };
  const clip = total * LEVELS_CLIP;
  // The first value from each end where more than the clipped share lies at or beyond it.
  let low = 0;
  let below = histogram[0] ?? 0;
  while (below <= clip && low < 255) below += histogram[++low] ?? 0;
  let high = 255;
  let above = histogram[255] ?? 0;
  while (above <= clip && high > 0) above += histogram[--high] ?? 0;
  if (high <= low) return { a: 1, b: 0 };
  const a = Math.min(MAX_LEVELS_GAIN, 255 / (high - low));
  // The middle of the kept range goes to the middle of the scale: with the full gain this is low -> 0, high -> 255.
  return { a, b: 127.5 - (a * (low + high)) / 2 };
}

/** What an adjustment does to each pixel. */
export type ColourOp = { readonly kind: 'matrix'; readonly matrix: ColourMatrix } | { readonly kind: 'levels'; readonly a: number; readonly b: number };

/** Whether the adjustment needs the photo's histogram (colourOp's second argument). */
export const needsHistogram = (adjust: PhotoAdjust): boolean => adjust === 'auto-levels';

/** The pixel operation of an adjustment, null for none (auto-levels from the photo's histogram). */
export function colourOp(adjust: PhotoAdjust, histogram: Histogram | null): ColourOp | null {
  if (adjust === 'bw') return { kind: 'matrix', matrix: GREYSCALE };
  if (adjust === 'sepia') return { kind: 'matrix', matrix: SEPIA };
  if (adjust === 'auto-levels' && histogram) return { kind: 'levels', ...levelsOf(histogram) };
  return null;
}

/**
 * `pixels` (`channels` values each, red, green, blue first; alpha kept) with `op` applied, as a new
 * array: a Uint8ClampedArray, whose stores round and clamp each value (a 2048 px proxy in a few
 * tens of milliseconds, so a choice shows at once).
 */
export function adjustPixels(pixels: Uint8Array | Uint8ClampedArray, channels: number, op: ColourOp): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(pixels);
  if (op.kind === 'levels') {
    const { a, b } = op;
    for (let i = 0; i + 2 < pixels.length; i += channels) {
      out[i] = a * pixels[i]! + b;
      out[i + 1] = a * pixels[i + 1]! + b;
      out[i + 2] = a * pixels[i + 2]! + b;
    }
    return out;
  }
  const [[rr, rg, rb], [gr, gg, gb], [br, bg, bb]] = op.matrix;
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    out[i] = rr * r + rg * g + rb * b;
    out[i + 1] = gr * r + gg * g + gb * b;
    out[i + 2] = br * r + bg * g + bb * b;
  }
  return out;
}

import type { RasterRect } from '../design/print-mapping';

/*
 * How far one picture of a design is from another, as the eye judges colour: each pixel's sRGB
 * value in CIELAB (D65 white, the sRGB standard's), the difference by CIEDE2000 (CIE 142-2001,
 * with the parametric weights kL = kC = kH = 1), following Sharma, Wu and Dalal's implementation
 * notes (Color Research and Application 30(1), 2005), whose test data the unit test checks.
 * A mean ΔE00 below 2 is hard to see side by side; the print file is held to it against the
 * design's thumbnail and previews (server/features/production/print-matches-thumbnail.test.ts).
 */

export interface Lab {
  readonly l: number;
  readonly a: number;
  readonly b: number;
}

/** sRGB's electro-optical transfer: 0-255 to linear light 0-1. */
const linear = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

// The D65 white point of sRGB (X, Z; Y is 1).
const WHITE_X = 0.95047;
const WHITE_Z = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;
const labF = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);

/** An sRGB colour (0-255 each) in CIELAB. */
export function srgbToLab(r: number, g: number, b: number): Lab {
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = 0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb;
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
  const z = 0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb;
  const [fx, fy, fz] = [labF(x / WHITE_X), labF(y), labF(z / WHITE_Z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;
const POW25_7 = 25 ** 7;

/** The hue angle of (a, b), degrees in [0, 360); 0 for a grey. */
const hue = (a: number, b: number) => (a === 0 && b === 0 ? 0 : (degrees(Math.atan2(b, a)) + 360) % 360);

/** The CIEDE2000 colour difference of two CIELAB colours. */
export function ciede2000(first: Lab, second: Lab): number {
  const chromaMean = (Math.hypot(first.a, first.b) + Math.hypot(second.a, second.b)) / 2;
  const g = 0.5 * (1 - Math.sqrt(chromaMean ** 7 / (chromaMean ** 7 + POW25_7)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const c1 = Math.hypot(a1, first.b);
  const c2 = Math.hypot(a2, second.b);
  const h1 = hue(a1, first.b);
  const h2 = hue(a2, second.b);

  const dL = second.l - first.l;
  const dC = c2 - c1;
  // The hue difference the short way round; none when either colour is grey.
  const turn = h2 - h1;
  const dh = c1 * c2 === 0 ? 0 : Math.abs(turn) <= 180 ? turn : turn > 180 ? turn - 360 : turn + 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin(radians(dh / 2));

  const lMean = (first.l + second.l) / 2;
  const cMean = (c1 + c2) / 2;
  const hMean = c1 * c2 === 0 ? h1 + h2 : Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  const t =
    1 -
    0.17 * Math.cos(radians(hMean - 30)) +
    0.24 * Math.cos(radians(2 * hMean)) +
    0.32 * Math.cos(radians(3 * hMean + 6)) -
    0.2 * Math.cos(radians(4 * hMean - 63));
  const sL = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sC = 1 + 0.045 * cMean;
  const sH = 1 + 0.015 * cMean * t;
  const rotation = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(cMean ** 7 / (cMean ** 7 + POW25_7));
  const rT = -Math.sin(radians(2 * rotation)) * rC;
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}

/** Raw pixels, row by row, `channels` values each (red, green, blue first). */
export interface RawPicture {
  readonly data: ArrayLike<number>;
  readonly width: number;
  readonly height: number;
  readonly channels: number;
}

/** The mean ΔE00 between two pictures of the same size over the pixels of `regions` (each counted once where regions overlap). */
export function meanDeltaE(first: RawPicture, second: RawPicture, regions: readonly RasterRect[]): number {
  if (first.width !== second.width || first.height !== second.height)
    throw new Error(`pictures of different sizes: ${first.width}x${first.height}, ${second.width}x${second.height}`);
  const seen = new Uint8Array(first.width * first.height);
  let sum = 0;
  let count = 0;
  for (const region of regions) {
    for (let y = Math.max(0, region.top); y < Math.min(first.height, region.top + region.height); y += 1) {
      for (let x = Math.max(0, region.left); x < Math.min(first.width, region.left + region.width); x += 1) {
        const pixel = y * first.width + x;
        if (seen[pixel]) continue;
        seen[pixel] = 1;
        const p = pixel * first.channels;
        const q = pixel * second.channels;
        const one = srgbToLab(first.data[p] ?? 0, first.data[p + 1] ?? 0, first.data[p + 2] ?? 0);
        const two = srgbToLab(second.data[q] ?? 0, second.data[q + 1] ?? 0, second.data[q + 2] ?? 0);
        sum += ciede2000(one, two);
        count += 1;
      }
    }
  }
  return count === 0 ? 0 : sum / count;
}

import sharp from '../../images/sharp';
import { sharpInput } from '../../images/image-processing';
import { type ColourTransform, type TransformOptions, colourTransform } from './colour-transform';
import { type ShippedProfile, shippedProfile } from './icc-profiles';

/*
 * Colours into the print raster's working space (print-colour.ts): a photo from its own ICC profile
 * (Display P3 from a phone, Adobe RGB from a camera; untagged is sRGB), the design's sRGB hex colours.
 * RGB matrix profiles hold colorimetric conversions only: relative colorimetric, black to black.
 */

const INTO_WORKING: TransformOptions = { intent: 'relative', blackPointCompensation: true };
/** RGB bytes converted at a time (a whole number of pixels). */
const CHUNK_BYTES = 3 << 20;
/** Probe colours: every channel in steps of 51, black to white. */
const PROBE = Uint8Array.from({ length: 6 ** 3 * 3 }, (_, i) => {
  const colour = Math.floor(i / 3);
  return 51 * (Math.floor(colour / 6 ** (i % 3)) % 6);
});

const identities = new WeakMap<ColourTransform, boolean>();

/**
 * Whether a transform leaves every colour as it is within two steps (a camera's own encoding of sRGB
 * into ours: a parametric curve against a table differs by that much): then it is skipped.
 */
function isIdentity(transform: ColourTransform): boolean {
  let known = identities.get(transform);
  if (known === undefined) {
    const out = transform.apply(PROBE);
    known = PROBE.every((value, i) => Math.abs(out[i]! - value) <= 2);
    identities.set(transform, known);
  }
  return known;
}

export interface PhotoColour {
  /**
   * Whether sharp must leave the decoded pixels as the file stores them (sharp's ignoreIcc), for
   * `transform` to convert from the photo's own profile; otherwise sharp converts them to sRGB on
   * decoding (untagged, or a profile that is no RGB one, e.g. a CMYK JPEG's).
   */
  readonly ignoreIcc: boolean;
  /** From the decoded pixels' colours into the working space; null when they are in it already. */
  readonly transform: ColourTransform | null;
}

const fromSrgb = async (working: ShippedProfile) => {
  const transform = await colourTransform(shippedProfile('sRGB.icc'), shippedProfile(working), INTO_WORKING);
  return isIdentity(transform) ? null : transform;
};

/** How a photo's pixels (its encoded bytes) reach `working`. */
export async function photoColour(photo: Buffer, working: ShippedProfile): Promise<PhotoColour> {
  const { icc, space } = await sharp(photo, sharpInput).metadata();
  if (icc && (space === 'srgb' || space === 'rgb16')) {
    // A profile LittleCMS cannot read is left to sharp, which warns and keeps the pixels as sRGB.
    const own = await colourTransform(icc, shippedProfile(working), INTO_WORKING).catch(() => null);
    if (own?.channelsIn === 3) return { ignoreIcc: true, transform: isIdentity(own) ? null : own };
  }
  return { ignoreIcc: false, transform: await fromSrgb(working) };
}

/** Converts packed RGB in place, a chunk at a time: a layer of a large print is never held twice. */
export function convertInPlace(transform: ColourTransform, pixels: Buffer): Buffer {
  for (let first = 0; first < pixels.length; first += CHUNK_BYTES) {
    const chunk = pixels.subarray(first, first + CHUNK_BYTES);
    chunk.set(transform.apply(chunk));
  }
  return pixels;
}

/** A design colour ('#rrggbb', sRGB) in `working`. */
export async function workingColour(hex: string, working: ShippedProfile): Promise<{ r: number; g: number; b: number }> {
  const srgb = Uint8Array.from([1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)));
  const [r = 0, g = 0, b = 0] = (await fromSrgb(working))?.apply(srgb) ?? srgb;
  return { r, g, b };
}

import { createHash } from 'node:crypto';
import type { Lcms } from 'lcms-wasm';
import type { RenderingIntent } from '../../../../shared/domain/product/product-schema';

/*
 * Colour conversion between ICC profiles by LittleCMS (compiled to WebAssembly: npm lcms-wasm), the
 * one way the shop converts colours: the print file's raster to its output condition, a photo from
 * its own profile, the soft proof's lookup table. Eight bits a channel, RGB (3) or CMYK (4).
 */

/** LittleCMS's numbers for the ICC rendering intents. */
const INTENT: Record<RenderingIntent, number> = { perceptual: 0, relative: 1, saturation: 2, absolute: 3 };
const cmsFLAGS_BLACKPOINTCOMPENSATION = 0x2000;
/** Pixels per call into the WebAssembly heap: each call copies its input and output there. */
const CHUNK_PIXELS = 1 << 20;

export interface TransformOptions {
  readonly intent: RenderingIntent;
  /** Maps the source's black to the destination's (ignored by LittleCMS for the absolute intent). */
  readonly blackPointCompensation: boolean;
}

export interface ColourTransform {
  readonly channelsIn: 3 | 4;
  readonly channelsOut: 3 | 4;
  /** Converts pixels (channelsIn bytes each, packed) into a new buffer of channelsOut bytes each. */
  apply(pixels: Uint8Array): Buffer;
}

let lcms: Promise<Lcms> | undefined;
const transforms = new Map<string, Promise<ColourTransform>>();

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The transform from one profile to another (the ICC bytes of each), made once per pair and
 * options and kept: a profile's transform is a precomputed table in LittleCMS.
 */
export function colourTransform(from: Uint8Array, to: Uint8Array, options: TransformOptions): Promise<ColourTransform> {
  const key = `${digest(from)} ${digest(to)} ${options.intent} ${options.blackPointCompensation}`;
  let made = transforms.get(key);
  if (!made) {
    made = create(from, to, options);
    transforms.set(key, made);
    made.catch(() => transforms.delete(key));
  }
  return made;
}

function channels(cms: Lcms, profile: number): 3 | 4 {
  const space = cms.cmsGetColorSpaceASCII(profile);
  if (space === 'RGB') return 3;
  if (space === 'CMYK') return 4;
  throw new Error(`unsupported ICC colour space ${space ?? 'unknown'}`);
}

async function create(from: Uint8Array, to: Uint8Array, options: TransformOptions): Promise<ColourTransform> {
  // The package loads with the first transform, not at the start.
  const cms = await (lcms ??= import('lcms-wasm').then((module) => module.instantiate()));
  const source = cms.cmsOpenProfileFromMem(from, from.byteLength);
  const target = cms.cmsOpenProfileFromMem(to, to.byteLength);
  try {
    if (!source || !target) throw new Error('not an ICC profile LittleCMS can read');
    const channelsIn = channels(cms, source);
    const channelsOut = channels(cms, target);
    const flags = options.blackPointCompensation ? cmsFLAGS_BLACKPOINTCOMPENSATION : 0;
    const transform = cms.cmsCreateTransform(
      source,
      cms.cmsFormatterForColorspaceOfProfile(source, 1, false),
      target,
      cms.cmsFormatterForColorspaceOfProfile(target, 1, false),
      INTENT[options.intent],
      flags,
    );
    if (!transform) throw new Error(`LittleCMS cannot make a ${options.intent} transform between these profiles`);
    return {
      channelsIn,
      channelsOut,
      apply(pixels) {
        const count = Math.floor(pixels.length / channelsIn);
        const out = Buffer.allocUnsafe(count * channelsOut);
        for (let first = 0; first < count; first += CHUNK_PIXELS) {
          const n = Math.min(CHUNK_PIXELS, count - first);
          out.set(cms.cmsDoTransform(transform, pixels.subarray(first * channelsIn, (first + n) * channelsIn), n), first * channelsOut);
        }
        return out;
      },
    };
  } finally {
    // A transform keeps what it needs of its profiles.
    if (source) cms.cmsCloseProfile(source);
    if (target) cms.cmsCloseProfile(target);
  }
}

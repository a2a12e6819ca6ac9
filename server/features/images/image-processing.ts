import { open } from 'node:fs/promises';
import type { Sharp } from 'sharp';
import sharp from './sharp';
import { type ImageFormat, PROXY_SIZE, THUMBNAIL_SIZE } from '../../../shared/api/images';
import type { Locale } from '../../../shared/i18n/locales';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { fitInside } from './rendition-size';

/** Upload limits: phone photos are 5-50 MB and 12-50 MP; beyond these it is a mistake or an attack. */
export const MAX_UPLOAD_BYTES = 80 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 120_000_000;

/** AV1-coded HEIF (AVIF) decodes in sharp; HEVC-coded HEIF (iPhone HEIC) goes through heic.ts. */
const SUPPORTED_FORMATS = 'JPEG, PNG, WebP, TIFF, AVIF, HEIC/HEIF';

/** 415: not one of the formats an upload may have (the message lists them). */
export const unsupportedFormat = (locale: Locale) =>
  new HttpError('unsupported_media_type', serverIntl(locale).formatMessage({ id: 'images.refusal.unsupported' }, { formats: SUPPORTED_FORMATS }));

/** 413: more bytes than an upload may have. */
export const tooLarge = (locale: Locale) =>
  new HttpError('payload_too_large', serverIntl(locale).formatMessage({ id: 'images.refusal.tooLarge' }, { mb: MAX_UPLOAD_BYTES / 2 ** 20 }));

export interface ImageFacts {
  format: ImageFormat;
  /** Upright size (after EXIF orientation). */
  width: number;
  height: number;
  orientation: number;
  density: number | null;
  space: string | null;
  hasAlpha: boolean;
  /** Whether it embeds an ICC profile (the stored original keeps it; renditions are converted by it). */
  hasProfile: boolean;
}

export const sharpInput = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/**
 * Reads the header only (no pixel is decoded), so a 20000 x 20000 pixel bomb is refused
 * before it costs memory. The format must match the magic number the bytes announced.
 */
export async function readFacts(file: string, sniffed: ImageFormat, locale: Locale): Promise<ImageFacts> {
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) {
    // A HEIF container this build cannot read is nearly always HEVC (iPhone HEIC): a format question.
    if (sniffed === 'heif') throw unsupportedFormat(locale);
    throw new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'images.refusal.unreadable' }));
  }
  if (meta.format !== sniffed) throw unsupportedFormat(locale);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'images.refusal.tooManyPixels' }, { megapixels: MAX_INPUT_PIXELS / 1e6 }));
  }
  const orientation = meta.orientation ?? 1;
  const upright = meta.autoOrient ?? (orientation >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height });
  return {
    format: sniffed,
    width: upright.width,
    height: upright.height,
    orientation,
    density: meta.density ? Math.round(meta.density) : null,
    space: meta.space ?? null,
    hasAlpha: meta.hasAlpha ?? false,
    hasProfile: meta.hasProfile ?? false,
  };
}

/**
 * 8-bit sRGB for browsers, converted by the image's own profile. sharp converts an 8-bit image from
 * its embedded profile to sRGB as it decodes, but a 16-bit one into Display P3 (its wide working
 * space), which toColourspace('srgb') would only cut to 8 bits: the P3 codes would be shown as sRGB.
 * A 16-bit image with a profile is therefore worked on in 8-bit sRGB from the start, converted as an
 * 8-bit one; one without a profile is read as sRGB, as it is.
 */
export function inBrowserSrgb(pipeline: Sharp, image: Pick<ImageFacts, 'space' | 'hasProfile'>): Sharp {
  const deepWithProfile = image.space === 'rgb16' && image.hasProfile;
  return (deepWithProfile ? pipeline.pipelineColourspace('srgb') : pipeline).toColourspace('srgb');
}

export interface Previews {
  proxy: Buffer;
  thumbnail: Buffer;
}

/**
 * The editor proxy (upright, sRGB, at most 2048 px) straight from the original, and the thumbnail
 * from the proxy. JPEG shrink-on-load keeps a 24 MP decode at a quarter of its pixels.
 */
export async function makePreviews(
  input: string | Buffer,
  facts: Pick<ImageFacts, 'width' | 'height' | 'hasAlpha' | 'space' | 'hasProfile'>,
): Promise<Previews> {
  const proxySize = fitInside(facts.width, facts.height, PROXY_SIZE);
  let proxy = sharp(input, sharpInput).autoOrient().resize(proxySize.width, proxySize.height, { fit: 'fill' });
  if (facts.hasAlpha) proxy = proxy.flatten({ background: '#ffffff' });
  const proxyBuffer = await inBrowserSrgb(proxy, facts).jpeg({ quality: 85 }).toBuffer();
  const thumbSize = fitInside(facts.width, facts.height, THUMBNAIL_SIZE);
  const thumbnail = await sharp(proxyBuffer).resize(thumbSize.width, thumbSize.height, { fit: 'fill' }).jpeg({ quality: 80 }).toBuffer();
  return { proxy: proxyBuffer, thumbnail };
}

/** Whether a WebP file is coded losslessly (a VP8L bitstream), read from its RIFF chunks. */
export async function isLosslessWebp(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    // Extended files may put an ICC profile (rarely more than a few kB) before the image chunk.
    const head = Buffer.alloc(256 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    for (let at = 12; at + 8 <= bytesRead;) {
      const fourcc = head.toString('latin1', at, at + 4);
      if (fourcc === 'VP8L') return true;
      if (fourcc === 'VP8 ' || fourcc === 'ANMF') return false;
      const size = fourcc === 'VP8X' ? 10 : head.readUInt32LE(at + 4);
      at += 8 + size + (size % 2);
    }
    return false;
  } finally {
    await handle.close();
  }
}

/** Keeps the colour model of print data: CMYK stays CMYK, 16 bits stay 16 bits, grey stays grey (sharp would make 8-bit sRGB). */
function keepColourModel(pipeline: Sharp, space: string | null): Sharp {
  if (space === 'cmyk') return pipeline.pipelineColourspace('cmyk').toColourspace('cmyk');
  if (space === 'rgb16' || space === 'grey16' || space === 'b-w') return pipeline.toColourspace(space);
  return pipeline;
}

/**
 * The original as the shop stores it: decoded and encoded anew by sharp, never the uploaded bytes
 * (nothing hidden after the image data survives), at full resolution, in the uploaded format.
 * Metadata is dropped but for what printing needs: the EXIF orientation (renditions and print
 * files turn the image by it), the resolution and the ICC profile; GPS positions, camera serial
 * numbers and XMP are gone. Lossless formats stay lossless; JPEG is encoded at quality 95 without
 * chroma subsampling, so a print from it is indistinguishable from one of the upload; lossy WebP at
 * quality 95. AVIF/HEIF (rare as uploads) is turned upright and encoded at quality 90 with the
 * fastest AV1 effort: higher efforts take tens of seconds for a 12 MP photo.
 * Writes `output` and answers its size in bytes.
 */
export async function storableOriginal(
  input: string,
  output: string,
  facts: Pick<ImageFacts, 'format' | 'space' | 'orientation'>,
  losslessWebp: boolean,
): Promise<number> {
  let pipeline = keepColourModel(sharp(input, sharpInput), facts.space).keepIccProfile();
  // Only the fields libvips writes itself (orientation, resolution): every other EXIF tag of the upload is left out.
  pipeline = facts.format === 'heif' ? pipeline.autoOrient().withExif({}) : pipeline.withExif({});
  switch (facts.format) {
    case 'jpeg':
      // Without optimised Huffman tables the encoder streams: a 24 MP photo takes ~35 MiB and 0.25 s
      // instead of ~300 MiB and 1 s, for a file about 15 % larger.
      pipeline = pipeline.jpeg({ quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 6 });
      break;
    case 'webp':
      pipeline = pipeline.webp(losslessWebp ? { lossless: true } : { quality: 95 });
      break;
    case 'tiff':
      pipeline = pipeline.tiff({ compression: 'lzw', predictor: 'horizontal' });
      break;
    case 'heif':
      pipeline = pipeline.heif({ compression: 'av1', quality: 90, effort: 0, chromaSubsampling: '4:4:4' });
      break;
  }
  const info = await pipeline.toFile(output).catch((error: unknown) => {
    // libvips names a full disk only in its message: the code lets the error handler answer 503, not 'damaged image'.
    if (error instanceof Error && /no space left on device/i.test(error.message)) throw Object.assign(error, { code: 'ENOSPC' });
    throw error;
  });
  return info.size;
}

export const contentTypeOf: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tiff: 'image/tiff',
  heif: 'image/heif',
};

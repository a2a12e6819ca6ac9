import { readFile, writeFile } from 'node:fs/promises';
import sharp from './sharp';
import type { Locale } from '../../../shared/i18n/locales';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { profileOfHeif, readHeifColour } from './heif-colour';
import { MAX_INPUT_PIXELS } from './image-processing';
import type { ImageServices } from './image-services';
import { embedIccInJpeg } from './jpeg-icc';

/*
 * iPhone photos (HEIC: HEVC-coded HEIF). The prebuilt libvips decodes AV1-coded HEIF (AVIF) but not
 * HEVC, so libheif compiled to WebAssembly (npm heic-decode) decodes those to RGBA and sharp encodes
 * the original the shop stores: JPEG at quality 95 without chroma subsampling, as an uploaded JPEG.
 * libheif applies the file's rotation and mirroring (irot/imir) while decoding, so the pixels are
 * upright and the stored JPEG carries no orientation; a HEIF's EXIF orientation is informative only
 * (ISO/IEC 23008-12), libvips' own heifload ignores it the same way. The decoder runs in a worker
 * thread (heic-decoder.ts). The pixels are in the HEIC's colour space (an iPhone's: Display P3), so the
 * JPEG carries the profile its `colr` box names (heif-colour.ts), put in as it is (jpeg-icc.ts).
 */

/** Whether the HEIF needs the HEVC decoder: sharp reads its header but cannot decode its codec. */
export async function isHevcHeif(file: string): Promise<boolean> {
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return meta === null || meta.compression === 'hevc';
}

/** Decodes the HEIC's primary image and writes it as JPEG to `output`; answers its size in bytes. */
export async function heicAsJpeg(services: Pick<ImageServices, 'heic' | 'displayP3Profile'>, file: string, output: string, locale: Locale): Promise<number> {
  const unreadable = () => new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'images.refusal.unreadable' }));
  const bytes = await readFile(file);
  const profile = profileOfHeif(readHeifColour(bytes), services.displayP3Profile);
  const decoded = await services.heic.decode(bytes, MAX_INPUT_PIXELS).catch(() => {
    throw unreadable();
  });
  if ('tooManyPixels' in decoded) {
    throw new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'images.refusal.tooManyPixels' }, { megapixels: MAX_INPUT_PIXELS / 1e6 }));
  }
  if ('error' in decoded) throw unreadable();
  const { width, height, data } = decoded;
  const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false })
    .toBuffer();
  const stored = profile ? embedIccInJpeg(jpeg, profile) : jpeg;
  await writeFile(output, stored);
  return stored.length;
}

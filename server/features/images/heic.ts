import { readFile } from 'node:fs/promises';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import type { Locale } from '../../../shared/i18n/locales';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { MAX_INPUT_PIXELS } from './image-processing';

/*
 * iPhone photos (HEIC: HEVC-coded HEIF). The prebuilt libvips decodes AV1-coded HEIF (AVIF) but not
 * HEVC, so libheif compiled to WebAssembly (npm heic-decode) decodes those to RGBA and sharp encodes
 * the original the shop stores: JPEG at quality 95 without chroma subsampling, as an uploaded JPEG.
 * libheif applies the file's rotation and mirroring (irot/imir) while decoding, so the pixels are
 * upright and the stored JPEG carries no orientation; a HEIF's EXIF orientation is informative only
 * (ISO/IEC 23008-12), libvips' own heifload ignores it the same way.
 */

/** Whether the HEIF needs the HEVC decoder: sharp reads its header but cannot decode its codec. */
export async function isHevcHeif(file: string): Promise<boolean> {
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return meta === null || meta.compression === 'hevc';
}

/** Decodes the HEIC's primary image and writes it as JPEG to `output`; answers its size in bytes. */
export async function heicAsJpeg(file: string, output: string, locale: Locale): Promise<number> {
  const unreadable = () => new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'images.refusal.unreadable' }));
  const images = await decodeHeic.all({ buffer: await readFile(file) }).catch(() => {
    throw unreadable();
  });
  try {
    const primary = images[0];
    if (!primary) throw unreadable();
    // The size from the container, before the decoder allocates width x height x 4 bytes.
    if (primary.width * primary.height > MAX_INPUT_PIXELS) {
      throw new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'images.refusal.tooManyPixels' }, { megapixels: MAX_INPUT_PIXELS / 1e6 }));
    }
    const { width, height, data } = await primary.decode().catch(() => {
      throw unreadable();
    });
    const info = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false })
      .toFile(output);
    return info.size;
  } finally {
    images.dispose();
  }
}

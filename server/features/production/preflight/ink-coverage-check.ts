import { decodePDFRawStream, PDFName, type PDFContext } from 'pdf-lib';
import sharp from '../../images/sharp';
import type { PreflightCheck } from '../../../../shared/api/preflight';
import { type InkCoverage, hasAdobeMarker, inkCoverage, withinLimit } from './ink-coverage';
import type { PlacedImage } from './page-content';
import { arrayOf, textIn, resolved, streamOf, textOf } from './pdf-values';

/**
 * At most this many pixels are read of a placed image. A print raster runs to 60 million pixels
 * (250 MB as CMYK); libjpeg's shrink-on-load reads it at 1/2 to 1/8 scale instead, each sample the
 * mean of its block, so the peak is that of areas a few tenths of a millimetre across, which is
 * what an ink limit is about (a single dot does not flood the sheet).
 */
const MAX_PIXELS = 4_000_000;

/** The number of colourants of an image's colour space (ICCBased by its profile's N). */
function colourants(context: PDFContext, image: PlacedImage): number {
  const space = resolved(context, image.stream.dict.get(PDFName.of('ColorSpace')));
  const array = arrayOf(context, space);
  if (!array) return textOf(space) === 'DeviceCMYK' ? 4 : 0;
  if (textOf(array.get(0)) !== 'ICCBased') return 0;
  return Number(streamOf(context, array.get(1))?.dict.get(PDFName.of('N'))?.toString() ?? 0);
}

/** A Decode array of [1 0 1 0 …] tells the reader to invert the stored samples. */
const decodeInverted = (image: PlacedImage) =>
  arrayOf(image.stream.dict.context, image.stream.dict.get(PDFName.of('Decode')))
    ?.get(0)
    ?.toString() === '1';

async function coverageOf(image: PlacedImage, limit: number): Promise<InkCoverage> {
  const inverted = decodeInverted(image);
  if (textIn(image.stream.dict, 'Filter') !== 'DCTDecode') return inkCoverage(decodePDFRawStream(image.stream).decode(), inverted, limit);
  const jpeg = image.stream.getContents();
  const decoder = sharp(jpeg, { limitInputPixels: false });
  const { width = 1, height = 1 } = await decoder.metadata();
  const scale = Math.max(1, Math.ceil(Math.sqrt((width * height) / MAX_PIXELS)));
  // The CMYK pipeline keeps libvips from converting to sRGB; it gives the ink when it turned Adobe's inversion back.
  const samples = await decoder
    .pipelineColourspace('cmyk')
    .resize({ width: Math.ceil(width / scale), fastShrinkOnLoad: true })
    .toColourspace('cmyk')
    .raw()
    .toBuffer();
  return inkCoverage(samples, hasAdobeMarker(jpeg) !== inverted, limit);
}

/** The total ink of every CMYK image placed, against the printing condition's limit. */
export async function inkCoverageChecks(images: readonly PlacedImage[], limit: number): Promise<PreflightCheck[]> {
  const checks: PreflightCheck[] = [];
  // One after the other: each decoded raster takes its share of memory.
  for (const image of images.filter((placed) => colourants(placed.stream.dict.context, placed) === 4)) {
    const coverage = await coverageOf(image, limit);
    const values = { page: image.page, image: image.name, max: Math.round(coverage.max), share: Math.round(coverage.over * 1000) / 10, limit };
    checks.push({ id: 'inkCoverage', ok: withinLimit(coverage), values });
  }
  return checks;
}

import type { Matrix3x3, Sharp, SharpOptions } from 'sharp';
import sharp from '../images/sharp';
import { LEVELS_SAMPLE_SIZE, adjustOf, colourOp, histogramOf, needsHistogram } from '../../../shared/domain/design/photo-adjust';

/*
 * A placed image's colour adjustment (shared/domain photo-adjust.ts) in a sharp pipeline, with the
 * numbers the browser applies to the proxy: a matrix by recomb, levels by linear, the levels from
 * the histogram of the whole source fitted within LEVELS_SAMPLE_SIZE px (the print's source is the
 * original, the thumbnail's a rendition: the same photo, so the same stretch to a level or so).
 */

async function histogramOfWhole(source: Buffer, input: SharpOptions) {
  const { data, info } = await sharp(source, input)
    .autoOrient()
    .resize(LEVELS_SAMPLE_SIZE, LEVELS_SAMPLE_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return histogramOf(data, info.channels);
}

/**
 * `pipeline` (reading `source` with sharp's `input` options) with the item's adjustment (`adjust` as
 * the design carries it); as it was for none. The levels come from the pixels the pipeline reads.
 */
export async function withPhotoAdjust(pipeline: Sharp, adjust: unknown, source: Buffer, input: SharpOptions): Promise<Sharp> {
  const chosen = adjustOf(adjust);
  const op = colourOp(chosen, needsHistogram(chosen) ? await histogramOfWhole(source, input) : null);
  if (op === null) return pipeline;
  if (op.kind === 'levels') return pipeline.linear(op.a, op.b);
  const [r, g, b] = op.matrix;
  const matrix: Matrix3x3 = [[...r], [...g], [...b]];
  return pipeline.recomb(matrix);
}

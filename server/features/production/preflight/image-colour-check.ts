import { PDFName, type PDFContext } from 'pdf-lib';
import type { PreflightCheck } from '../../../../shared/api/preflight';
import type { PlacedImage } from './page-content';
import { arrayOf, resolved, textOf } from './pdf-values';

/** The colour space family of an image: ICCBased, or what stands in its place (an Indexed one by its base). */
function family(context: PDFContext, space: ReturnType<typeof resolved>): string {
  const array = arrayOf(context, space);
  if (!array) return textOf(space) ?? 'none';
  const name = textOf(array.get(0)) ?? '?';
  return name === 'Indexed' ? family(context, resolved(context, array.get(1))) : name;
}

/** Every image tagged with an ICC profile: a bare DeviceRGB or DeviceCMYK leaves the RIP guessing (a stencil mask has no colours). */
export function imageColourCheck(context: PDFContext, image: PlacedImage): PreflightCheck {
  const { dict } = image.stream;
  const values = { page: image.page, image: image.name };
  if (dict.get(PDFName.of('ImageMask'))?.toString() === 'true') return { id: 'imageColour', ok: true, values: { ...values, space: 'ImageMask' } };
  const space = family(context, resolved(context, dict.get(PDFName.of('ColorSpace'))));
  return { id: 'imageColour', ok: space === 'ICCBased', values: { ...values, space } };
}

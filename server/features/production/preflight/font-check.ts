import { PDFName, type PDFContext, type PDFDict } from 'pdf-lib';
import type { PreflightCheck } from '../../../../shared/api/preflight';
import { arrayOf, dictOf, textIn } from './pdf-values';

const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'].map((key) => PDFName.of(key));

/** The descriptor that carries a font's program: a composite font's is its descendant's. */
function descriptorOf(context: PDFContext, font: PDFDict): PDFDict | undefined {
  const descendant = textIn(font, 'Subtype') === 'Type0' ? dictOf(context, arrayOf(context, font.get(PDFName.of('DescendantFonts')))?.get(0)) : font;
  return descendant && dictOf(context, descendant.get(PDFName.of('FontDescriptor')));
}

/** A font is embedded when its descriptor carries its program; a Type 3 font is its own program. */
export function fontCheck(context: PDFContext, font: PDFDict): PreflightCheck {
  const name = textIn(font, 'BaseFont') ?? textIn(font, 'Name') ?? '?';
  if (textIn(font, 'Subtype') === 'Type3') return { id: 'fonts', ok: true, values: { font: name } };
  const descriptor = descriptorOf(context, font);
  return { id: 'fonts', ok: FONT_FILES.some((key) => descriptor?.has(key)), values: { font: name } };
}

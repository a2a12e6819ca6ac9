import { decodePDFRawStream, PDFName, type PDFDocument, type PDFObject } from 'pdf-lib';
import type { PreflightCheck } from '../../../../shared/api/preflight';
import type { PrintingCondition } from '../colour/printing-conditions';
import { arrayOf, dictOf, streamOf, textIn } from './pdf-values';

const ICC_SPACE: Record<PrintingCondition['channels'], string> = { 3: 'RGB ', 4: 'CMYK' };

/** Whether a stream holds an ICC profile of data in the condition's colour space (its header: signature and space). */
function embedsProfile(pdf: PDFDocument, value: PDFObject | undefined, condition: PrintingCondition): boolean {
  const stream = streamOf(pdf.context, value);
  if (!stream) return false;
  const icc = Buffer.from(decodePDFRawStream(stream).decode());
  return icc.toString('latin1', 36, 40) === 'acsp' && icc.toString('latin1', 16, 20) === ICC_SPACE[condition.channels];
}

/** One GTS_PDFX output intent, its profile embedded, naming the product's printing condition. */
export function outputIntentCheck(pdf: PDFDocument, condition: PrintingCondition): PreflightCheck {
  const { context } = pdf;
  const intents = (arrayOf(context, pdf.catalog.get(PDFName.of('OutputIntents')))?.asArray() ?? [])
    .map((intent) => dictOf(context, intent))
    .filter((intent) => intent !== undefined && textIn(intent, 'S') === 'GTS_PDFX');
  const [intent] = intents;
  const identifier = (intent && textIn(intent, 'OutputConditionIdentifier')) ?? '';
  const ok =
    intents.length === 1 &&
    identifier === condition.identifier &&
    intent !== undefined &&
    embedsProfile(pdf, intent.get(PDFName.of('DestOutputProfile')), condition);
  return { id: 'outputIntent', ok, values: { count: intents.length, identifier, expected: condition.identifier } };
}

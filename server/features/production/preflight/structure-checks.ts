import { decodePDFRawStream, PDFName, type PDFDocument } from 'pdf-lib';
import type { PreflightCheck } from '../../../../shared/api/preflight';
import { dictOf, streamOf, textIn } from './pdf-values';

// PDF/X-4 builds on PDF 1.6 (ISO 15930-7): a file may be older, never newer.
const NEWEST_VERSION = 1.6;

/** The version the file declares: its header's, or the catalog's /Version where that is newer. */
function pdfVersion(bytes: Uint8Array, pdf: PDFDocument): number {
  const header = /^%PDF-(\d\.\d)/.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'));
  const catalog = Number(textIn(pdf.catalog, 'Version') ?? 0);
  return Math.max(header ? Number(header[1]) : Infinity, catalog);
}

/** The PDF/X-4 declarations of the whole file: its version, the Info entries, the XMP metadata, no encryption. */
export function structureChecks(bytes: Uint8Array, pdf: PDFDocument): PreflightCheck[] {
  const { context, catalog } = pdf;
  const version = pdfVersion(bytes, pdf);
  const info = dictOf(context, context.trailerInfo.Info);
  const declared = (info && textIn(info, 'GTS_PDFXVersion')) ?? '';
  const trapped = (info && textIn(info, 'Trapped')) ?? '';
  const metadata = streamOf(context, catalog.get(PDFName.of('Metadata')));
  const xmp = metadata ? Buffer.from(decodePDFRawStream(metadata).decode()).toString('utf8') : '';
  return [
    { id: 'pdfVersion', ok: version <= NEWEST_VERSION, values: { version: Number.isFinite(version) ? version.toFixed(1) : '?' } },
    { id: 'pdfx', ok: declared.startsWith('PDF/X-4') && ['True', 'False'].includes(trapped), values: { version: declared, trapped } },
    { id: 'metadata', ok: /GTS_PDFXVersion>PDF\/X-4/.test(xmp) && /pdf:Trapped>(True|False)</.test(xmp), values: {} },
    { id: 'encryption', ok: context.trailerInfo.Encrypt === undefined, values: {} },
  ];
}

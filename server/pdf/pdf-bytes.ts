/**
 * A PDF that `draw` lays out on a new PDFKit document, as its bytes once PDFKit finished writing it.
 * PDFKit loads with the first PDF: no answer at the shop's start needs it, and it took a good part of that start.
 */
export async function pdfBytes(options: PDFKit.PDFDocumentOptions, draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { default: PdfKitDocument } = await import('pdfkit');
  const pdf = new PdfKitDocument(options);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}

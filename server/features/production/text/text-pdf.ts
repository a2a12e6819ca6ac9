import type { PlacedText } from './placed-text';

/*
 * Text items on a print file's page as vector text: pdfkit embeds each font file used as a subset
 * of the glyphs drawn (with a ToUnicode map, so the text can be searched and copied). Millimetres
 * become points; pdfkit's page space has y downwards and turns clockwise for positive angles, as
 * the design does.
 */

const POINTS_PER_MM = 72 / 25.4;

export function drawTexts(pdf: PDFKit.PDFDocument, texts: readonly PlacedText[]): void {
  const registered = new Set<string>();
  for (const { specs, runs } of texts) {
    pdf.save();
    pdf.rotate(specs.rotation, { origin: [specs.x * POINTS_PER_MM, specs.y * POINTS_PER_MM] });
    pdf.fillColor(specs.colour);
    for (const run of runs) {
      if (!registered.has(run.file.key)) {
        pdf.registerFont(run.file.key, run.file.data);
        registered.add(run.file.key);
      }
      pdf
        .font(run.file.key)
        .fontSize(specs.sizeMm * POINTS_PER_MM)
        .text(run.text, run.x * POINTS_PER_MM, run.baseline * POINTS_PER_MM, { lineBreak: false, baseline: 'alphabetic' });
    }
    pdf.restore();
  }
}

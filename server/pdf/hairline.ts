/** The thin grey rule the shop's documents draw under a table's head and above its totals, from `left` to `right` at `y`. */
export function hairline(pdf: PDFKit.PDFDocument, left: number, right: number, y: number): void {
  pdf.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

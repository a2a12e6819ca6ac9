import type { PDFPage } from 'pdf-lib';
import type { PreflightCheck } from '../../../../shared/api/preflight';
import { type PrintArea, areaGeometry } from '../../../../shared/domain';

const POINTS_PER_MM = 72 / 25.4;
// pdfkit writes boxes to a thousandth of a point; a tenth of a millimetre is well inside what a cutter holds.
const TOLERANCE_MM = 0.1;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const EPSILON_PT = 0.01;
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - EPSILON_PT &&
  inner.y >= outer.y - EPSILON_PT &&
  inner.x + inner.width <= outer.x + outer.width + EPSILON_PT &&
  inner.y + inner.height <= outer.y + outer.height + EPSILON_PT;

const mm = (points: number) => Math.round((points / POINTS_PER_MM) * 10) / 10;
const near = (points: number, millimetres: number) => Math.abs(points / POINTS_PER_MM - millimetres) <= TOLERANCE_MM;

/**
 * A page's boxes: MediaBox ⊇ BleedBox ⊇ TrimBox, and the print area they are for: everything
 * printed (front, wrap and bleed) is the bleed box, the trim box lies the area's trim inside it.
 */
export function boxChecks(page: PDFPage, area: PrintArea | undefined, number: number): PreflightCheck[] {
  const media = page.getMediaBox();
  const bleed = page.getBleedBox();
  const trim = page.getTrimBox();
  const nested = { id: 'boxes', ok: contains(media, bleed) && contains(bleed, trim), values: { page: number } } as const;
  const found = { page: number, width: mm(bleed.width), height: mm(bleed.height) };
  if (!area) return [nested, { id: 'printArea', ok: false, values: { ...found, expectedWidth: 0, expectedHeight: 0 } }];
  const { full } = areaGeometry(area);
  const inset = area.specs.trim;
  const matches =
    near(bleed.width, full.width) &&
    near(bleed.height, full.height) &&
    near(trim.x - bleed.x, inset) &&
    near(trim.y - bleed.y, inset) &&
    near(trim.width, full.width - 2 * inset) &&
    near(trim.height, full.height - 2 * inset);
  return [nested, { id: 'printArea', ok: matches, values: { ...found, expectedWidth: full.width, expectedHeight: full.height } }];
}

import type { PrintAreaSpecs } from '../product/product-schema';
import { mm, type Mm } from '../units/units';

/*
 * The measures of one print area that limits, pricing, shipping and the BOM use (domain.md
 * "Units and measures"). Lengths in mm, surfaces in m², aspect ratio as a plain ratio.
 * `width`/`length` are the shorter/longer side of the visible front, not the spec's width/height.
 */
export interface AreaMeasures {
  /** Visible front as specified (mm). */
  readonly frontWidth: Mm;
  readonly frontHeight: Mm;
  /** width/height + 2 x sideArea + 2 x trim (mm). */
  readonly fullFrontWidth: Mm;
  readonly fullFrontHeight: Mm;
  readonly length: Mm;
  readonly width: Mm;
  readonly fullLength: Mm;
  readonly fullWidth: Mm;
  /** m² */
  readonly surface: number;
  /** m² */
  readonly fullsurface: number;
  /** mm */
  readonly perimeter: Mm;
  /** fullLength + 2 x (fullWidth + depth), depth = sideArea (mm) */
  readonly girthmass: Mm;
  /** length / width; 1 for an empty area, Infinity for a line. */
  readonly aspectratio: number;
  readonly depth: Mm;
}

export function measuresOf(specs: PrintAreaSpecs): AreaMeasures {
  const frontWidth = mm(specs.width);
  const frontHeight = mm(specs.height);
  const margin = 2 * specs.sideArea + 2 * specs.trim;
  const fullFrontWidth = mm(frontWidth + margin);
  const fullFrontHeight = mm(frontHeight + margin);
  const length = Math.max(frontWidth, frontHeight) as Mm;
  const width = Math.min(frontWidth, frontHeight) as Mm;
  const fullLength = Math.max(fullFrontWidth, fullFrontHeight) as Mm;
  const fullWidth = Math.min(fullFrontWidth, fullFrontHeight) as Mm;
  const depth = mm(specs.sideArea);
  return {
    frontWidth,
    frontHeight,
    fullFrontWidth,
    fullFrontHeight,
    length,
    width,
    fullLength,
    fullWidth,
    surface: (frontWidth * frontHeight) / 1_000_000,
    fullsurface: (fullFrontWidth * fullFrontHeight) / 1_000_000,
    perimeter: mm(2 * (frontWidth + frontHeight)),
    girthmass: mm(fullLength + 2 * (fullWidth + depth)),
    aspectratio: width > 0 ? length / width : length > 0 ? Infinity : 1,
    depth,
  };
}

export const emptySpecs: PrintAreaSpecs = {
  area: '',
  width: 0,
  height: 0,
  trim: 0,
  sideArea: 0,
  whitespaceTop: 0,
  whitespaceRight: 0,
  whitespaceBottom: 0,
  whitespaceLeft: 0,
};

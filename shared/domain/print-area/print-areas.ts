import type { OptionModifications, PrintArea, PrintAreaSpecs } from '../product/product-schema';
import { cmToMm, mm } from '../units/units';

/*
 * Option modifications (cm) add to the specs (mm) of every print area of the product.
 * Returns new print areas; the product's are left as they were.
 */

const modifiedSpecKeys = ['width', 'height', 'sideArea', 'trim', 'whitespaceTop', 'whitespaceRight', 'whitespaceBottom', 'whitespaceLeft'] as const;
type ModifiedSpecKey = (typeof modifiedSpecKeys)[number];

type SpecAdditions = Readonly<Record<ModifiedSpecKey, number>>;

/** The sum of the modifications, in mm. */
function specAdditions(modifications: readonly OptionModifications[]): SpecAdditions {
  const sums: Record<ModifiedSpecKey, number> = {
    width: 0,
    height: 0,
    sideArea: 0,
    trim: 0,
    whitespaceTop: 0,
    whitespaceRight: 0,
    whitespaceBottom: 0,
    whitespaceLeft: 0,
  };
  for (const modification of modifications) {
    for (const key of modifiedSpecKeys) {
      const cm = modification[key];
      if (cm !== undefined) sums[key] = mm(sums[key] + cmToMm(cm));
    }
  }
  return sums;
}

function applyAdditions(specs: PrintAreaSpecs, additions: SpecAdditions): PrintAreaSpecs {
  const result: PrintAreaSpecs = { ...specs };
  for (const key of modifiedSpecKeys) result[key] = mm(specs[key] + additions[key]);
  return result;
}

export function modifyPrintAreas(printAreas: readonly PrintArea[], modifications: readonly OptionModifications[]): PrintArea[] {
  const additions = specAdditions(modifications);
  return printAreas.map((area) => ({ ...area, specs: applyAdditions(area.specs, additions) }));
}

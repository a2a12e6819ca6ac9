import type { Limitation, LimitMeasure } from '../product/product-schema';
import type { LimitError, MeasureUnit } from '../check/check-errors';
import type { AreaMeasures } from '../print-area/measures';

/*
 * product.limitations: each breach is an error `<measure>TooSmall` / `<measure>TooBig`.
 * A value exactly at min or max is allowed.
 */

export type LimitValues = Readonly<Record<LimitMeasure, number>>;

export const measureUnits: Readonly<Record<LimitMeasure, MeasureUnit>> = {
  surface: 'm2',
  fullsurface: 'm2',
  perimeter: 'mm',
  fullLength: 'mm',
  fullWidth: 'mm',
  length: 'mm',
  width: 'mm',
  girthmass: 'mm',
  aspectratio: 'ratio',
  quantity: 'piece',
};

export function limitValues(measures: AreaMeasures, quantity: number): LimitValues {
  return {
    surface: measures.surface,
    fullsurface: measures.fullsurface,
    perimeter: measures.perimeter,
    fullLength: measures.fullLength,
    fullWidth: measures.fullWidth,
    length: measures.length,
    width: measures.width,
    girthmass: measures.girthmass,
    aspectratio: measures.aspectratio,
    quantity,
  };
}

export function checkLimits(limitations: readonly Limitation[], values: LimitValues): LimitError[] {
  const errors: LimitError[] = [];
  for (const { measure, min, max } of limitations) {
    const actual = values[measure];
    const unit = measureUnits[measure];
    if (min !== undefined && actual < min) {
      errors.push({ code: `${measure}TooSmall`, measure, bound: 'min', limit: min, actual, unit });
    }
    if (max !== undefined && actual > max) {
      errors.push({ code: `${measure}TooBig`, measure, bound: 'max', limit: max, actual, unit });
    }
  }
  return errors;
}

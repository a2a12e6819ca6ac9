import type { LimitMeasure } from '../product/product-schema';

/*
 * The errors of the configuration check. The shape is a stable contract for the UI, which words each
 * `code` in de/fr/it/en and may fill in the other fields; never rename a code or a field.
 *
 * - `invalid attribute configured`: the configuration names an attribute the product lacks.
 * - `invalid attribute option`: the option id is not one of the attribute's options
 *   (`optionId` is null when a custom size was sent to an attribute that does not allow one,
 *   or the custom size itself is malformed).
 * - `<measure>TooSmall` / `<measure>TooBig`: a limitation of the product is breached; `limit` and
 *   `actual` are in `unit` (mm for lengths, m2 for surfaces, ratio, pieces).
 * - `invalid quantity`: the quantity is not a whole number >= 1 (the price is then for 1 piece).
 * - `invalid measure`: a measure is not a finite number (absurd sizes); the price is then 0.
 */

export type LimitErrorCode = `${LimitMeasure}TooSmall` | `${LimitMeasure}TooBig`;
export type MeasureUnit = 'mm' | 'm2' | 'ratio' | 'piece';

export interface InvalidAttributeError {
  readonly code: 'invalid attribute configured';
  readonly attributeId: string;
}

export interface InvalidOptionError {
  readonly code: 'invalid attribute option';
  readonly attributeId: string;
  readonly optionId: string | null;
}

export interface LimitError {
  readonly code: LimitErrorCode;
  readonly measure: LimitMeasure;
  readonly bound: 'min' | 'max';
  readonly limit: number;
  readonly actual: number;
  readonly unit: MeasureUnit;
}

export interface InvalidQuantityError {
  readonly code: 'invalid quantity';
  readonly quantity: number;
}

export interface InvalidMeasureError {
  readonly code: 'invalid measure';
  readonly measure: string;
}

export type CheckError = InvalidAttributeError | InvalidOptionError | LimitError | InvalidQuantityError | InvalidMeasureError;

export type CheckErrorCode = CheckError['code'];

/*
 * Branded units, in the spirit of excalidraw's math types: a millimetre is not a rappen is not a
 * pixel, and the compiler says so. Brands cost nothing at run time (they are plain numbers).
 * What must stay true: lengths inside the domain are millimetres rounded to whole micrometres;
 * money inside the domain is whole rappen (1/100 CHF).
 */

declare const unitBrand: unique symbol;
type Branded<B extends string> = number & { readonly [unitBrand]: B };

/** Millimetres, at most three decimals (whole micrometres). */
export type Mm = Branded<'mm'>;
/** Whole rappen (1/100 CHF). */
export type Rappen = Branded<'rappen'>;
/** Image pixels. */
export type Px = Branded<'px'>;

const MICRO = 1000;

/** Rounds to whole micrometres so that 1.1 cm is 11 mm and not 11.000000000000002 mm. */
export function mm(value: number): Mm {
  const scaled = value * MICRO;
  return (Number.isFinite(scaled) ? Math.round(scaled) / MICRO : value) as Mm;
}

/** Option modifications carry centimetres; the domain works in millimetres (cm x 10). */
export function cmToMm(cm: number): Mm {
  return mm(cm * 10);
}

/** CHF amounts of the product model have at most two decimals. */
export function chfToRappen(chf: number): Rappen {
  return Math.round(chf * 100) as Rappen;
}

export function rappenToChf(amount: Rappen): number {
  return amount / 100;
}

export function rappen(value: number): Rappen {
  return Math.round(value) as Rappen;
}

export const MM_PER_INCH = 25.4;

import type { Product } from '../../../../shared/domain/product/product-schema';
import type { ShippedProfile } from './icc-profiles';

export type PrintingConditionId = Product['outputCondition'];

/**
 * A printing condition, all in one row: how the print file names it (its PDF/X output intent, by its
 * name in the ICC's registry), what the preflight expects of it, and the colour spaces the print is
 * made in (print-colour.ts).
 */
export interface PrintingCondition {
  readonly identifier: string;
  readonly info: string;
  readonly channels: 3 | 4;
  /** The most ink the press lays down, in percent of one colourant (a CMYK condition's total area coverage). */
  readonly inkLimit?: number;
  /** The space the raster is composed in: each photo is converted into it from its own profile. */
  readonly working: ShippedProfile;
  /** The condition's profile: the print file's output intent and its raster's colours. */
  readonly output: ShippedProfile;
}

const PRINTING_CONDITIONS: Record<PrintingConditionId, PrintingCondition> = {
  // The RGB printers print sRGB as it is: composed in it, nothing left to convert.
  srgb: { identifier: 'sRGB IEC61966-2.1', info: 'sRGB IEC61966-2.1 (RGB printing)', channels: 3, working: 'sRGB.icc', output: 'sRGB.icc' },
  // Composed in Display P3, so the colours FOGRA39 reaches outside sRGB (cyans, deep greens) survive until the output conversion.
  fogra39: {
    identifier: 'FOGRA39',
    info: 'Coated FOGRA39 (ISO 12647-2:2004)',
    channels: 4,
    inkLimit: 300,
    working: 'DisplayP3.icc',
    output: 'FOGRA39.icc',
  },
};

/** A product's printing condition. */
export const printingCondition = (id: PrintingConditionId): PrintingCondition => PRINTING_CONDITIONS[id];

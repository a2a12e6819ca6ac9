import type { Product, RenderingIntent } from '../../../../shared/domain/product/product-schema';
import type { ShippedProfile } from './icc-profiles';

/*
 * The one place that says in which colours a product's print is made: the print file, the design
 * thumbnail and the soft proof's lookup table all take their profiles and intent from here, so they
 * convert alike.
 */

export interface PrintColour {
  /** The space the raster is composed in: each photo is converted into it from its own profile. */
  readonly working: ShippedProfile;
  /** The printing condition's profile: the print file's output intent and its raster's colours. */
  readonly output: ShippedProfile;
  readonly intent: RenderingIntent;
  readonly blackPointCompensation: boolean;
}

type Spaces = Pick<PrintColour, 'working' | 'output'>;

const SPACES: Record<Product['outputCondition'], Spaces> = {
  // The RGB printers print sRGB as it is: composed in it, nothing left to convert.
  srgb: { working: 'sRGB.icc', output: 'sRGB.icc' },
  // Composed in Display P3, so the colours FOGRA39 reaches outside sRGB (cyans, deep greens) survive until the output conversion.
  fogra39: { working: 'DisplayP3.icc', output: 'FOGRA39.icc' },
};

/** The printing condition's ICC profile, for the print file's output intent. */
export const outputProfileOf = (condition: Product['outputCondition']): ShippedProfile => SPACES[condition].output;

/** How a product's print is converted: photos into the working space, the raster from it into the printing condition. */
export function printColour(product: Pick<Product, 'outputCondition' | 'renderingIntent'>): PrintColour {
  // Black point compensation always: without it a photo's shadows block up on a press with a lighter black than the screen's.
  return { ...SPACES[product.outputCondition], intent: product.renderingIntent, blackPointCompensation: true };
}

/** The design thumbnail's: a screen's sRGB throughout. */
export const SCREEN_COLOUR: PrintColour = printColour({ outputCondition: 'srgb', renderingIntent: 'perceptual' });

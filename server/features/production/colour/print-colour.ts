import type { Product, RenderingIntent } from '../../../../shared/domain/product/product-schema';
import type { ShippedProfile } from './icc-profiles';
import { printingCondition } from './printing-conditions';

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

/** How a product's print is converted: photos into the working space, the raster from it into the printing condition. */
export function printColour(product: Pick<Product, 'outputCondition' | 'renderingIntent'>): PrintColour {
  // Black point compensation always: without it a photo's shadows block up on a press with a lighter black than the screen's.
  const { working, output } = printingCondition(product.outputCondition);
  return { working, output, intent: product.renderingIntent, blackPointCompensation: true };
}

/** The design thumbnail's: a screen's sRGB throughout. */
export const SCREEN_COLOUR: PrintColour = printColour({ outputCondition: 'srgb', renderingIntent: 'perceptual' });

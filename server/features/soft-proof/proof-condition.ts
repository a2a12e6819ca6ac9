import type { Product, RenderingIntent } from '../../../shared/domain/product/product-schema';
import type { ShippedProfile } from '../production/colour/icc-profiles';

/** The profile a product's colours print to, and how they are mapped into it. */
export interface ProofCondition {
  readonly profile: ShippedProfile;
  readonly intent: RenderingIntent;
}

const PROFILES: Record<Product['outputCondition'], ShippedProfile> = { srgb: 'sRGB.icc', fogra39: 'FOGRA39.icc' };

/**
 * The printing condition the soft proof shows, from the product's catalogue data. The print file
 * must use the same: where the print pipeline names its own (print-colour.ts), this gives way to it.
 */
export const proofCondition = (product: Pick<Product, 'outputCondition' | 'renderingIntent'>): ProofCondition => ({
  profile: PROFILES[product.outputCondition],
  intent: product.renderingIntent,
});

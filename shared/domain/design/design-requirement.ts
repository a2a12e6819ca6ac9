import type { Product } from '../product/product-schema';
import type { Design } from './design-types';
import { isImageItem } from './image-design';

/*
 * Which print areas of a product need a picture before an item of it may be ordered, read from the
 * catalogue alone: a product that prints the customer's design (`printsDesign`, true unless the
 * catalogue says otherwise) needs at least one placed image in every print area; a product that
 * prints none (a gift voucher, a sample set) needs nothing. What must stay true: the widget (to
 * offer "add to basket") and the server (basket item, clone, edit, handover, confirm) judge a
 * design with these functions and nothing else, so no item without a picture reaches an order.
 */

/** What the rule reads of a product. */
export type DesignRequirementOf = Pick<Product, 'printAreas' | 'printsDesign'>;

/** The ids of the print areas that need an image, in the product's order; none for a product that prints nothing. */
export function areasNeedingImage(product: DesignRequirementOf): readonly string[] {
  return product.printsDesign ? product.printAreas.map((area) => area.id) : [];
}

/** The print areas that need an image and have none placed in the design; empty when the design may be ordered. */
export function areasMissingImage(product: DesignRequirementOf, design: Design): readonly string[] {
  return areasNeedingImage(product).filter((id) => !(Object.hasOwn(design, id) && design[id]?.items.some(isImageItem)));
}

/** Whether an item of the product with this design may go to the basket and be ordered. */
export function designSatisfies(product: DesignRequirementOf, design: Design): boolean {
  return areasMissingImage(product, design).length === 0;
}

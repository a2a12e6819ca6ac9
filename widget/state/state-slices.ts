import { atom } from 'jotai';
import { designSatisfies, isImageItem, lowestDpi } from '../../shared/domain';
import { configuratorStateAtom, designArea } from './configurator-state';

/*
 * Slices of the configurator state for what a view shows. A drag on the preview changes the design
 * on every pointer move; a component that reads only a slice the move leaves as it was (the product,
 * the price, the print area, the resolution while only the position changes) does not render again.
 */

export const productAtom = atom((get) => get(configuratorStateAtom).product);
export const priceAtom = atom((get) => get(configuratorStateAtom).price);
export const checkErrorsAtom = atom((get) => get(configuratorStateAtom).errors);
export const shippingOptionsAtom = atom((get) => get(configuratorStateAtom).shippingOptions);
export const instructionAtom = atom((get) => get(configuratorStateAtom).instruction);
export const basketItemIdAtom = atom((get) => get(configuratorStateAtom).basketItemId);
export const quantityAtom = atom((get) => get(configuratorStateAtom).quantity);

/** Whether the design has the pictures its product prints (the server refuses the item without them); a boolean, so a drag leaves it as it was. */
export const designSatisfiedAtom = atom((get) => {
  const { product, design } = get(configuratorStateAtom);
  return product === null || designSatisfies(product, design);
});

/** The first print area as the check sized it. */
export const designAreaAtom = atom((get) => designArea(get(configuratorStateAtom)));

/** The design of that area: changes with every placement. */
const areaDesignAtom = atom((get) => {
  const area = get(designAreaAtom);
  return area === undefined ? undefined : get(configuratorStateAtom).design[area.id];
});

export const imageItemsAtom = atom((get) => (get(areaDesignAtom)?.items ?? []).filter(isImageItem));
export const imageCountAtom = atom((get) => get(imageItemsAtom).length);
/** The collage's layout (every cell of one design has the same). */
export const collageLayoutAtom = atom((get) => get(imageItemsAtom)[0]?.specs.layout);
export const areaEdgeAtom = atom((get) => get(areaDesignAtom)?.edge);
export const collageStyleAtom = atom((get) => get(areaDesignAtom)?.collage);
export const lowestDpiAtom = atom((get) => {
  const design = get(areaDesignAtom);
  return design === undefined ? null : lowestDpi(design);
});

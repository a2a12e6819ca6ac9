import { atom } from 'jotai';
import type { BasketItemDto } from '../../shared/api/basket-items';
import {
  chooseProduct,
  cloneBasketItem,
  isImageItem,
  loadBasketItem,
  setAttributeOption,
  setQuantity,
  setTemplates,
  type CollageLayout,
  type Template,
} from '../../shared/domain';
import type { ConfigurationValue, Product } from '../../shared/domain/product/product-schema';
import { configuratorEnv, configuratorStateAtom, designArea } from './configurator-state';
import { chosenImagesAtom, historyAtom, imagePlacerAtom, layoutAtom, rebuild } from './design-rebuild';

export { configuratorStateAtom } from './configurator-state';

/** Choosing a product resets everything (spec section 4), the widget's image choice included. */
export const chooseProductAtom = atom(null, (get, set, product: Product) => {
  set(chosenImagesAtom, []);
  set(layoutAtom, null);
  set(historyAtom, { past: [], future: [] });
  set(configuratorStateAtom, chooseProduct(get(configuratorStateAtom), product, configuratorEnv()));
});

/** The same product in the page's new language: its names change, the configuration stays. */
export const relabelProductAtom = atom(null, (get, set, product: Product) => {
  const state = get(configuratorStateAtom);
  if (state.product?.id === product.id && state.product !== product) set(configuratorStateAtom, { ...state, product });
});

/** A new option reruns the check; a new size re-fits the chosen images to the new area and moves the texts with it. */
export const chooseOptionAtom = atom(null, (get, set, change: { attributeId: string; value: ConfigurationValue }) => {
  const state = get(configuratorStateAtom);
  const checked = setAttributeOption(state, change.attributeId, change.value, configuratorEnv());
  const images = get(chosenImagesAtom);
  set(historyAtom, { past: [], future: [] });
  set(
    configuratorStateAtom,
    images.length ? rebuild(checked, images, get(layoutAtom), { from: designArea(state), place: get(imagePlacerAtom).place }) : checked,
  );
});

/** The answer of GET api/config/templates, kept in the configurator state (spec section 4); loaded once per widget. */
export const storeTemplatesAtom = atom(null, (get, set, templates: readonly Template[]) => {
  set(configuratorStateAtom, setTemplates(get(configuratorStateAtom), templates));
});

export const setQuantityAtom = atom(null, (get, set, quantity: number) => {
  set(configuratorStateAtom, setQuantity(get(configuratorStateAtom), quantity, configuratorEnv()));
});

/**
 * Loads a stored basket item for editing (saving goes over it) or as a clone (saving adds a new
 * item). The configuration is checked anew with today's prices; the images come back from the design.
 */
export const loadBasketItemAtom = atom(null, (get, set, input: { product: Product; item: BasketItemDto; clone: boolean }) => {
  const { product, item, clone } = input;
  const images = Object.values(item.design)
    .flatMap((area) => area.items)
    .filter(isImageItem)
    .map((image) => ({ orig: image.specs.orig, src: image.specs.src }));
  const first = Object.values(item.design)[0]?.items.find(isImageItem);
  set(chosenImagesAtom, images);
  set(layoutAtom, (first?.specs.layout ?? null) as CollageLayout | null);
  set(historyAtom, { past: [], future: [] });
  // The check reruns on load and recomputes the BOM (and price): nothing stored is trusted.
  const stored = { ...item, id: String(item.id), instruction: { ...item.instruction, bom: [] } };
  const load = clone ? cloneBasketItem : loadBasketItem;
  set(configuratorStateAtom, load(get(configuratorStateAtom), product, stored, configuratorEnv()));
});

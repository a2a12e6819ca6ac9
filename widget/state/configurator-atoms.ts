import { atom } from 'jotai';
import { chooseProduct, setAttributeOption, setQuantity } from '../../shared/domain';
import type { ConfigurationValue, Product } from '../../shared/domain/product/product-schema';
import { configuratorEnv, configuratorStateAtom } from './configurator-state';
import { chosenImagesAtom, historyAtom, layoutAtom, rebuild } from './design-atoms';

export { configuratorEnv, configuratorStateAtom } from './configurator-state';

/** Choosing a product resets everything (spec section 4), the widget's image choice included. */
export const chooseProductAtom = atom(null, (get, set, product: Product) => {
  set(chosenImagesAtom, []);
  set(layoutAtom, null);
  set(historyAtom, { past: [], future: [] });
  set(configuratorStateAtom, chooseProduct(get(configuratorStateAtom), product, configuratorEnv()));
});

/** A new option reruns the check; a new size re-fits the chosen images to the new area. */
export const chooseOptionAtom = atom(null, (get, set, change: { attributeId: string; value: ConfigurationValue }) => {
  const checked = setAttributeOption(get(configuratorStateAtom), change.attributeId, change.value, configuratorEnv());
  const images = get(chosenImagesAtom);
  set(historyAtom, { past: [], future: [] });
  set(configuratorStateAtom, images.length ? rebuild(checked, images, get(layoutAtom)) : checked);
});

export const setQuantityAtom = atom(null, (get, set, quantity: number) => {
  set(configuratorStateAtom, setQuantity(get(configuratorStateAtom), quantity, configuratorEnv()));
});

import { atom } from 'jotai';
import { sizeAttribute } from '../../shared/domain';
import { chooseOptionAtom } from './configurator-atoms';
import { productAtom } from './state-slices';

/** The image URL a partner page prefills (data-image) until the images step took it: once per widget. */
export const prefillImageAtom = atom<string | null>(null);

/** data-size: the size option the host named, chosen if the product has it; with an unknown one the product's default stays. */
export const prefillSizeAtom = atom(null, (get, set, size: string) => {
  const product = get(productAtom);
  const attribute = product && sizeAttribute(product);
  if (attribute?.options.some((option) => option.id === size)) set(chooseOptionAtom, { attributeId: attribute.id, value: size });
});

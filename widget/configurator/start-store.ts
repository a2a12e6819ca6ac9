import { atom, createStore } from 'jotai';
import type { Locale } from '../../shared/i18n/locales';
import { chooseProductAtom } from '../state/configurator-atoms';
import { prefillSizeAtom } from '../state/prefill-atoms';
import type { PreloadedProduct } from './preloaded-product';

/** The product a configurator starts at, as its host asked for it, in the language it was asked in. */
export interface StartProduct {
  productId: string;
  locale: Locale;
  product: PreloadedProduct;
}

/** The flow of that product reads it from here; null when the host asked for none. */
export const startProductAtom = atom<StartProduct | null>(null);

/**
 * A configurator's store, made with the product it starts at. Arrived, with nothing else to load
 * for it (`alone`: no draft to look up, no host's settings), it is chosen here, with the size the
 * host named, so the flow's first render shows the first step instead of a loading line.
 */
export function startStore(start: StartProduct | null, alone: boolean, size: string | null = null) {
  const store = createStore();
  if (!start) return store;
  store.set(startProductAtom, start);
  const arrived = start.product.peek();
  if (!arrived || !alone) return store;
  store.set(chooseProductAtom, arrived);
  if (size) store.set(prefillSizeAtom, size);
  return store;
}

import { atom } from 'jotai';
import {
  chooseProduct,
  initialConfiguratorState,
  setAttributeOption,
  setQuantity,
  type ConfiguratorEnv,
  type ConfiguratorState,
} from '../../shared/domain';
import type { ConfigurationValue, Product } from '../../shared/domain/product/product-schema';

/*
 * The configurator's state lives in one atom per mounted widget (each mount has its own jotai
 * store). Writes go through the pure reducers of shared/domain: the widget re-implements no rule.
 */

export const configuratorStateAtom = atom<ConfiguratorState>(initialConfiguratorState());

/** The clock and the logger the reducers need; a check that throws is only logged (spec section 4). */
export function configuratorEnv(): ConfiguratorEnv {
  return {
    today: new Date(),
    logger: {
      warn: (message, detail) => console.warn(`[configurator] ${message}`, detail ?? ''),
      error: (message, error) => console.error(`[configurator] ${message}`, error),
    },
  };
}

export const chooseProductAtom = atom(null, (get, set, product: Product) => {
  set(configuratorStateAtom, chooseProduct(get(configuratorStateAtom), product, configuratorEnv()));
});

export const chooseOptionAtom = atom(null, (get, set, change: { attributeId: string; value: ConfigurationValue }) => {
  set(configuratorStateAtom, setAttributeOption(get(configuratorStateAtom), change.attributeId, change.value, configuratorEnv()));
});

export const setQuantityAtom = atom(null, (get, set, quantity: number) => {
  set(configuratorStateAtom, setQuantity(get(configuratorStateAtom), quantity, configuratorEnv()));
});

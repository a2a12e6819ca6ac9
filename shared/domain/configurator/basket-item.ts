import type { Product } from '../product/product-schema';
import { toConfiguration } from '../configuration/chosen-option';
import { designStyleOf } from '../design/design-style';
import { normalizeInstruction, type BasketItem, type ConfiguratorEnv, type ConfiguratorState } from './configurator-state';
import { imagesOfDesign } from './design-updates';
import { runCheck } from './run-check';

/*
 * Loading a basket item restores its instruction, design, printdata and quantity, then reruns the
 * check on the stored configuration, so price, shipping and BOM are today's (a stored price is
 * never trusted). basketItemId becomes the item's id, or null when the item has none or is cloned
 * (a clone becomes a new item on save). Embedded mode and templates stay as they are.
 */
export function loadBasketItem(state: ConfiguratorState, product: Product, item: BasketItem, env: ConfiguratorEnv): ConfiguratorState {
  const design = item.design ?? {};
  const instruction = normalizeInstruction(item.instruction);
  const restored: ConfiguratorState = {
    ...state,
    basketItemId: item.id ?? null,
    product,
    instruction,
    design,
    printdata: item.printdata ?? {},
    quantity: item.quantity,
    designStyle: designStyleOf(design, product.printAreas[0]?.id),
    imagesSelected: imagesOfDesign(design),
  };
  return runCheck(restored, product, toConfiguration(instruction.configuration), env);
}

/** Loads the item as a new one (basketItemId cleared). */
export function cloneBasketItem(state: ConfiguratorState, product: Product, item: BasketItem, env: ConfiguratorEnv): ConfiguratorState {
  return loadBasketItem(state, product, { ...item, id: null }, env);
}

/** What is saved to the basket from the current state. */
export function toBasketItem(state: ConfiguratorState): BasketItem {
  return {
    id: state.basketItemId,
    instruction: state.instruction,
    design: state.design,
    printdata: state.printdata,
    quantity: state.quantity,
  };
}

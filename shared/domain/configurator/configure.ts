import type { Configuration, ConfigurationValue, Product } from '../product/product-schema';
import { toConfiguration } from '../configuration/chosen-option';
import { DEFAULT_QUANTITY, initialConfiguratorState, type ConfiguratorEnv, type ConfiguratorState } from './configurator-state';
import { runCheck } from './run-check';

/*
 * Choosing a product and changing its configuration or quantity. Each returns a new state; the
 * given state is never changed.
 */

/**
 * Resets everything: the product's default configuration, embedded mode off, images, design and
 * printdata cleared, quantity 1, no basket item. Templates stay (they do not depend on the product).
 */
export function chooseProduct(state: ConfiguratorState, product: Product, env: ConfiguratorEnv): ConfiguratorState {
  const reset: ConfiguratorState = {
    ...initialConfiguratorState(),
    templates: state.templates,
    product,
    quantity: DEFAULT_QUANTITY,
  };
  return runCheck(reset, product, product.defaultConfiguration, env);
}

/** Reruns the check for a new configuration. Without a product or configuration it only warns. */
export function setConfiguration(state: ConfiguratorState, configuration: Configuration | null | undefined, env: ConfiguratorEnv): ConfiguratorState {
  if (state.product === null) {
    env.logger.warn('configuration check skipped: no product');
    return state;
  }
  if (configuration === null || configuration === undefined) {
    env.logger.warn('configuration check skipped: no configuration');
    return state;
  }
  return runCheck(state, state.product, configuration, env);
}

/** The configuration the state holds, as checker input. */
export function currentConfiguration(state: ConfiguratorState): Configuration {
  return toConfiguration(state.instruction.configuration);
}

/** Chooses one attribute's option (or custom size) and reruns the check. */
export function setAttributeOption(state: ConfiguratorState, attributeId: string, value: ConfigurationValue, env: ConfiguratorEnv): ConfiguratorState {
  return setConfiguration(state, { ...currentConfiguration(state), [attributeId]: value }, env);
}

/** Sets the quantity and reprices (bulk tiers, quantity limits). */
export function setQuantity(state: ConfiguratorState, quantity: number, env: ConfiguratorEnv): ConfiguratorState {
  const next = { ...state, quantity };
  if (state.product === null) {
    env.logger.warn('configuration check skipped: no product');
    return next;
  }
  return runCheck(next, state.product, currentConfiguration(state), env);
}

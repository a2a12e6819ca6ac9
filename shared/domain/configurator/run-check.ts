import type { Configuration, Product } from '../product/product-schema';
import { checkConfiguration } from '../check/check-configuration';
import { describeRaw } from '../configuration/chosen-option';
import { zeroPrice } from '../pricing/price';
import { emptyInstruction, INSTRUCTION_VERSION, type ConfiguratorEnv, type ConfiguratorState } from './configurator-state';

/*
 * Reruns the shared check and stores its outcome (spec section 4). A throwing check never escapes:
 * the error goes to env.logger.error, the price becomes 0, and print areas, BOM, production times
 * (0), shipping options and details are emptied; the requested configuration is kept (names then
 * fall back to the option ids) so the next change can start from it.
 */
export function runCheck(state: ConfiguratorState, product: Product, configuration: Configuration, env: ConfiguratorEnv): ConfiguratorState {
  const check = env.check ?? checkConfiguration;
  try {
    const result = check(product, configuration, state.quantity, env.today);
    return {
      ...state,
      product,
      instruction: {
        version: INSTRUCTION_VERSION,
        configuration: result.configuration,
        printAreas: result.printAreas,
        customerDetails: result.customerDetails,
        adminDetails: result.adminDetails,
        bom: result.bom,
        minProductionTime: result.minProductionTime,
        maxProductionTime: result.maxProductionTime,
      },
      price: result.price,
      bom: result.bom,
      shippingOptions: result.shippingOptions,
      errors: result.errors,
    };
  } catch (error) {
    env.logger.error('configuration check failed', error);
    return {
      ...state,
      product,
      instruction: { ...emptyInstruction(), configuration: describeRaw(configuration) },
      price: zeroPrice(state.quantity),
      bom: [],
      shippingOptions: [],
      errors: [],
    };
  }
}

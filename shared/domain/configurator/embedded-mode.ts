import type { Design, Printdata } from '../design/design-types';
import { toConfiguration } from '../configuration/chosen-option';
import { designStyleOf } from '../design/design-style';
import { normalizeInstruction, type ConfiguratorEnv, type ConfiguratorState, type Instruction } from './configurator-state';
import { runCheck } from './run-check';

/** What a host page hands to an embedded configurator; each part may be missing. */
export interface EmbeddedSettings {
  readonly instruction?: Partial<Instruction> | null;
  readonly design?: Design | null;
  readonly printdata?: Printdata | null;
}

/*
 * Embedded mode loads instruction, design and printdata from the supplied settings, with empty
 * defaults. Call it after chooseProduct (which leaves embedded mode). With a product, the check
 * reruns on the settings' configuration, or on the product's default when the settings carry none.
 */
export function enterEmbeddedMode(state: ConfiguratorState, settings: EmbeddedSettings, env: ConfiguratorEnv): ConfiguratorState {
  const instruction = normalizeInstruction(settings.instruction);
  const design = settings.design ?? {};
  const next: ConfiguratorState = {
    ...state,
    embeddedMode: true,
    basketItemId: null,
    instruction,
    design,
    printdata: settings.printdata ?? {},
    designStyle: designStyleOf(design, state.product?.printAreas[0]?.id),
  };
  if (state.product === null) {
    env.logger.warn('configuration check skipped: no product');
    return next;
  }
  const configuration = Object.keys(instruction.configuration).length > 0 ? toConfiguration(instruction.configuration) : state.product.defaultConfiguration;
  return runCheck(next, state.product, configuration, env);
}

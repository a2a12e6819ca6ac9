import { atom } from 'jotai';
import { initialConfiguratorState, type ConfiguratorEnv, type ConfiguratorState } from '../../shared/domain';

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

/** The first print area as the check sized it (the product's own areas have no size yet). */
export function designArea(state: ConfiguratorState) {
  return state.instruction.printAreas[0];
}

import { atom } from 'jotai';
import { currentConfiguration, nextBulkOffer, optionDeltas, type Rappen } from '../../shared/domain';
import { configuratorEnv, configuratorStateAtom } from './configurator-state';

/** Per attribute, what each of its options would add to the unit price (null: not orderable with it). */
export const optionDeltasAtom = atom((get): Record<string, Record<string, Rappen | null>> => {
  const state = get(configuratorStateAtom);
  const { product } = state;
  if (!product) return {};
  const configuration = currentConfiguration(state);
  const { today } = configuratorEnv();
  return Object.fromEntries(product.attributes.map((attribute) => [attribute.id, optionDeltas(product, configuration, attribute.id, state.quantity, today)]));
});

/** The next bulk tier worth naming, with its unit price. */
export const bulkOfferAtom = atom((get) => {
  const state = get(configuratorStateAtom);
  if (!state.product) return null;
  return nextBulkOffer(state.product, currentConfiguration(state), state.quantity, configuratorEnv().today);
});

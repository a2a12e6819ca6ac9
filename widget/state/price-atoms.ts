import { atom } from 'jotai';
import { currentConfiguration, nextBulkOffer, optionDeltas, toConfiguration, type Rappen } from '../../shared/domain';
import { configuratorEnv, configuratorStateAtom } from './configurator-state';
import { instructionAtom, productAtom, quantityAtom } from './state-slices';

/** Per attribute, what each of its options would add to the unit price (null: not orderable with it). */
export const optionDeltasAtom = atom((get): Record<string, Record<string, Rappen | null>> => {
  const state = get(configuratorStateAtom);
  const { product } = state;
  if (!product) return {};
  const configuration = currentConfiguration(state);
  const { today } = configuratorEnv();
  return Object.fromEntries(product.attributes.map((attribute) => [attribute.id, optionDeltas(product, configuration, attribute.id, state.quantity, today)]));
});

/** The next bulk tier worth naming, with its unit price; worked out again only when the product, options or quantity change. */
export const bulkOfferAtom = atom((get) => {
  const product = get(productAtom);
  if (!product) return null;
  return nextBulkOffer(product, toConfiguration(get(instructionAtom).configuration), get(quantityAtom), configuratorEnv().today);
});

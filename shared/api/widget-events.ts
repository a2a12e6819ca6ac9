/**
 * Events the configurator raises on `window` (documented for partners in README "Embedding").
 * - printshop:basket-updated: the shop basket changed; detail { count } is its number of items.
 */
export const BASKET_UPDATED_EVENT = 'printshop:basket-updated';

export interface BasketUpdatedDetail {
  count: number;
}

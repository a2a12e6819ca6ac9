import type {
  BasketView,
  cloneBasketItemSchemas,
  getBasketBackupsSchemas,
  getBasketSchemas,
  removeBasketItemSchemas,
  restoreBasketBackupSchemas,
  setBasketItemQuantitySchemas,
} from '../basket-view';
import type { Route, RouteDescription, Schemas } from '../route';

const basketSummary = 'Answers the whole basket as the server prices it now (items, vouchers, shipping estimate, VAT included, total, checkout state).';

/**
 * A call on the visitor's (or customer's) open basket that answers the whole basket (BasketView)
 * as the server prices it then; 404 when what it names is not in that basket.
 */
export function basketRoute<S extends Schemas & { response: typeof BasketView }>(description: RouteDescription): Route<S> {
  return { ...description, errors: [404, ...(description.errors ?? [])] };
}

export const getBasket: Route<typeof getBasketSchemas> = {
  method: 'GET',
  path: '/api/basket',
  summary: `The visitor's (cookie) or logged-in customer's open basket; an empty one for a new visitor. Checks again every item whose product changed since it was put in the basket (priceChanges lists the prices that moved); until then an item keeps the price rules it was made with. ${basketSummary}`,
  tags: ['basket'],
};

export const setBasketItemQuantity = basketRoute<typeof setBasketItemQuantitySchemas>({
  method: 'POST',
  path: '/api/basket/items/:id/quantity',
  summary: `Changes an item's quantity; unit price and bulk tier are computed anew. 422 when the product's quantity limits refuse it, 404 for an item not in this basket. ${basketSummary}`,
  tags: ['basket'],
  errors: [422],
});

export const removeBasketItem = basketRoute<typeof removeBasketItemSchemas>({
  method: 'DELETE',
  path: '/api/basket/items/:id',
  summary: `Removes an item from the basket (404 for an item not in it). ${basketSummary}`,
  tags: ['basket'],
});

export const cloneBasketItem = basketRoute<typeof cloneBasketItemSchemas>({
  method: 'POST',
  path: '/api/basket/items/:id/clone',
  summary: `Adds a copy of an item (same configuration, design and quantity) to the basket; 422 (fields.design) when the item lacks a picture its product prints. ${basketSummary}`,
  tags: ['basket'],
  errors: [422],
});

export const getBasketBackups: Route<typeof getBasketBackupsSchemas> = {
  method: 'GET',
  path: '/api/basket/backups',
  summary:
    'basketBackup: earlier baskets of this visitor (basket cookie) or customer kept for 30 days, newest first: the basket a customer had before a visitor basket was merged into it at login, and the basket of a checkout that failed. Restoring adds the items to the current basket (priced anew), it never replaces it.',
  tags: ['basket'],
};

export const restoreBasketBackup = basketRoute<typeof restoreBasketBackupSchemas>({
  method: 'POST',
  path: '/api/basket/backups/:id/restore',
  summary: `Adds the items of one of the visitor's or customer's own backups to the current basket (404 for anyone else's or an expired one). ${basketSummary}`,
  tags: ['basket'],
  basketSession: 'opens',
  errors: [410],
});

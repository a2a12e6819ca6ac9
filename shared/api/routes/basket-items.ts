import type { getBasketItemSchemas, postBasketItemSchemas, putBasketItemSchemas } from '../basket-items';
import type { Route } from '../route';

export const postBasketItem: Route<typeof postBasketItemSchemas> = {
  method: 'POST',
  path: '/api/basket/items',
  summary:
    "Adds a configured item to the visitor's basket (created with its cookie when needed). The server repeats the configuration check and the price with shared/domain, lays the design out again on the checked size and derives the print data; 422 when the configuration cannot be ordered, a print area of a product that prints lacks an image (fields.design), or an image is below 50 dpi without qualityConfirmed.",
  tags: ['basket'],
  basketSession: 'opens',
  errors: [404, 410, 415, 422],
};

export const putBasketItem: Route<typeof putBasketItemSchemas> = {
  method: 'PUT',
  path: '/api/basket/items/:id',
  summary: 'Saves an edited basket item over the stored one (same rules as adding). 404 for an item not in the visitor basket.',
  tags: ['basket'],
  basketSession: 'opens',
  errors: [404, 410, 415, 422],
};

export const getBasketItem: Route<typeof getBasketItemSchemas> = {
  method: 'GET',
  path: '/api/config/basketitem/:id',
  summary: "One item of the visitor's basket, to load it into the configurator (edit keeps the id, clone clears it). 404 for anyone else's.",
  tags: ['basket'],
  errors: [404],
};

import type { getBasketCountSchemas } from '../basket';
import type { Route } from '../route';

export const getBasketCount: Route<typeof getBasketCountSchemas> = {
  method: 'GET',
  path: '/api/basket/count',
  summary: "Number of pieces in the visitor's open basket (0 for a new visitor).",
  tags: ['basket'],
};

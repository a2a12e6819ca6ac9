import type { getBasketCountSchemas } from '../basket';
import { route } from '../route';

export const getBasketCount = route<typeof getBasketCountSchemas>({
  method: 'GET',
  path: '/api/basket/count',
  summary: "Number of pieces in the visitor's open basket (0 for a new visitor).",
  tags: ['basket'],
});

import type { getBasketCountSchemas } from '../basket';
import type { Route } from '../route';

export const getBasketCount: Route<typeof getBasketCountSchemas> = { method: 'GET', path: '/api/basket/count' };

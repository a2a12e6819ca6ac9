import type { getBasketItemSchemas, postBasketItemSchemas, putBasketItemSchemas } from '../basket-items';
import type { Route } from '../route';

export const postBasketItem: Route<typeof postBasketItemSchemas> = { method: 'POST', path: '/api/basket/items', basketSession: 'opens' };

export const putBasketItem: Route<typeof putBasketItemSchemas> = { method: 'PUT', path: '/api/basket/items/:id', basketSession: 'opens' };

export const getBasketItem: Route<typeof getBasketItemSchemas> = { method: 'GET', path: '/api/config/basketitem/:id' };

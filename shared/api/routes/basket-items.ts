import type * as area from '../basket-items';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const postBasketItem: Routes['postBasketItem'] = { method: 'POST', path: '/api/basket/items', basketSession: 'opens' };

export const putBasketItem: Routes['putBasketItem'] = { method: 'PUT', path: '/api/basket/items/:id', basketSession: 'opens' };

export const getBasketItem: Routes['getBasketItem'] = { method: 'GET', path: '/api/config/basketitem/:id' };

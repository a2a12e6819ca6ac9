import type * as area from '../basket-view';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getBasket: Routes['getBasket'] = { method: 'GET', path: '/api/basket' };

export const setBasketItemQuantity: Routes['setBasketItemQuantity'] = { method: 'POST', path: '/api/basket/items/:id/quantity' };

export const removeBasketItem: Routes['removeBasketItem'] = { method: 'DELETE', path: '/api/basket/items/:id' };

export const cloneBasketItem: Routes['cloneBasketItem'] = { method: 'POST', path: '/api/basket/items/:id/clone' };

export const getBasketBackups: Routes['getBasketBackups'] = { method: 'GET', path: '/api/basket/backups' };

export const restoreBasketBackup: Routes['restoreBasketBackup'] = { method: 'POST', path: '/api/basket/backups/:id/restore', basketSession: 'opens' };

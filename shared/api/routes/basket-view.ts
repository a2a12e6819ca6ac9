import type {
  cloneBasketItemSchemas,
  getBasketBackupsSchemas,
  getBasketSchemas,
  removeBasketItemSchemas,
  restoreBasketBackupSchemas,
  setBasketItemQuantitySchemas,
} from '../basket-view';
import type { Route } from '../route';

export const getBasket: Route<typeof getBasketSchemas> = { method: 'GET', path: '/api/basket' };

export const setBasketItemQuantity: Route<typeof setBasketItemQuantitySchemas> = { method: 'POST', path: '/api/basket/items/:id/quantity' };

export const removeBasketItem: Route<typeof removeBasketItemSchemas> = { method: 'DELETE', path: '/api/basket/items/:id' };

export const cloneBasketItem: Route<typeof cloneBasketItemSchemas> = { method: 'POST', path: '/api/basket/items/:id/clone' };

export const getBasketBackups: Route<typeof getBasketBackupsSchemas> = { method: 'GET', path: '/api/basket/backups' };

export const restoreBasketBackup: Route<typeof restoreBasketBackupSchemas> = {
  method: 'POST',
  path: '/api/basket/backups/:id/restore',
  basketSession: 'opens',
};

import type { postBasketSessionSchemas } from '../basket-session';
import type { Route } from '../route';

export const postBasketSession: Route<typeof postBasketSessionSchemas> = { method: 'POST', path: '/api/basket/session' };

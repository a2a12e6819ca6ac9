import type { addStaticSchemas } from '../basket-static';
import type { Route } from '../route';

export const addStatic: Route<typeof addStaticSchemas> = { method: 'POST', path: '/api/basket/addStatic', basketSession: 'opens' };

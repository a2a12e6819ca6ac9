import type * as area from '../config';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getProducts: Routes['getProducts'] = { method: 'GET', path: '/api/config/products' };

export const getProduct: Routes['getProduct'] = { method: 'GET', path: '/api/config/:productId/product' };

export const getTemplates: Routes['getTemplates'] = { method: 'GET', path: '/api/config/templates' };

import type { getProductSchemas, getProductsSchemas, getTemplatesSchemas } from '../config';
import type { Route } from '../route';

export const getProducts: Route<typeof getProductsSchemas> = { method: 'GET', path: '/api/config/products' };

export const getProduct: Route<typeof getProductSchemas> = { method: 'GET', path: '/api/config/:productId/product' };

export const getTemplates: Route<typeof getTemplatesSchemas> = { method: 'GET', path: '/api/config/templates' };

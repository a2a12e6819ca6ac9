import type { getProductSchemas, getProductsSchemas, getTemplatesSchemas } from '../config';
import type { Route } from '../route';

export const getProducts: Route<typeof getProductsSchemas> = {
  method: 'GET',
  path: '/api/config/products',
  summary: "The products the configurator's start page offers, in catalogue order.",
  tags: ['config'],
};

export const getProduct: Route<typeof getProductSchemas> = {
  method: 'GET',
  path: '/api/config/:productId/product',
  summary:
    'One product with attributes, default configuration, print areas, limitations, resources, pricing and shipping options, texts in the request language. embedded=true marks a request from a partner embed (same product; answered to partner origins).',
  tags: ['config'],
  errors: [404],
};

export const getTemplates: Route<typeof getTemplatesSchemas> = {
  method: 'GET',
  path: '/api/config/templates',
  summary: 'Template images a visitor can design with instead of an upload.',
  tags: ['config'],
};

import type { addStaticSchemas } from '../basket-static';
import type { Route } from '../route';

export const addStatic: Route<typeof addStaticSchemas> = {
  method: 'POST',
  path: '/api/basket/addStatic',
  summary:
    'Adds a product without a design (a gift voucher, a sample set) to the basket, checked and priced by the server; the basket is created with its cookie when needed. 404 for an unknown product, 422 for a configuration that cannot be ordered or a product that needs a design.',
  tags: ['basket'],
  basketSession: 'opens',
  errors: [404, 410, 422],
};

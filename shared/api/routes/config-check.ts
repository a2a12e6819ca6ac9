import type { postConfigCheckSchemas } from '../config-check';
import type { Route } from '../route';

export const postConfigCheck: Route<typeof postConfigCheckSchemas> = {
  method: 'POST',
  path: '/api/config/:productId/check',
  summary:
    'The authoritative configuration check and price (CHF, VAT included) of shared/domain, as the basket and checkout compute it. Check errors (invalid attributes, limits) come back as data in `errors` with status 200.',
  tags: ['config'],
  errors: [404, 415],
};

import type { getAdminProductSchemas, getAdminProductVersionSchemas, getAdminProductsSchemas, putAdminProductSchemas } from '../admin-catalogue';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminProducts: Route<typeof getAdminProductsSchemas> = {
  method: 'GET',
  path: '/api/admin/catalogue/products',
  summary: 'The products of the catalogue in catalogue order, with their current version and who saved it.',
  tags: ['admin'],
  errors: [401, 403],
  staff: officeStaff,
};

export const getAdminProduct: Route<typeof getAdminProductSchemas> = {
  method: 'GET',
  path: '/api/admin/catalogue/products/:productId',
  summary: "A product's current definition with its texts in all four languages, and its version history.",
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: officeStaff,
};

export const putAdminProduct: Route<typeof putAdminProductSchemas> = {
  method: 'PUT',
  path: '/api/admin/catalogue/products/:productId',
  summary:
    "Saves the definition as the product's next version: judged in every language by the product schema and the catalogue's rules (422 with a message per field path, e.g. `pricing.baseCosts`, `name.fr`), refused with 409 when someone saved another version since `version`. The shop answers with the new version at once (the catalogue cache is invalidated); basket items keep the version they were checked with until the basket checks them again. Saving an unchanged definition makes no new version.",
  tags: ['admin'],
  errors: [401, 403, 404, 409, 422],
  staff: officeStaff,
};

export const getAdminProductVersion: Route<typeof getAdminProductVersionSchemas> = {
  method: 'GET',
  path: '/api/admin/catalogue/products/:productId/versions/:version',
  summary: 'One version of a product: who saved it and when, its definition, and what it changed against the version before (before and after per field).',
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: officeStaff,
};

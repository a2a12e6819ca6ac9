import type { getAdminProductSchemas, getAdminProductVersionSchemas, getAdminProductsSchemas, putAdminProductSchemas } from '../admin-catalogue';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminProducts: Route<typeof getAdminProductsSchemas> = { method: 'GET', path: '/api/admin/catalogue/products', staff: officeStaff };

export const getAdminProduct: Route<typeof getAdminProductSchemas> = { method: 'GET', path: '/api/admin/catalogue/products/:productId', staff: officeStaff };

export const putAdminProduct: Route<typeof putAdminProductSchemas> = { method: 'PUT', path: '/api/admin/catalogue/products/:productId', staff: officeStaff };

export const getAdminProductVersion: Route<typeof getAdminProductVersionSchemas> = {
  method: 'GET',
  path: '/api/admin/catalogue/products/:productId/versions/:version',
  staff: officeStaff,
};

import type * as area from '../admin-catalogue';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminProducts: Routes['getAdminProducts'] = { method: 'GET', path: '/api/admin/catalogue/products', staff: officeStaff };

export const getAdminProduct: Routes['getAdminProduct'] = { method: 'GET', path: '/api/admin/catalogue/products/:productId', staff: officeStaff };

export const putAdminProduct: Routes['putAdminProduct'] = { method: 'PUT', path: '/api/admin/catalogue/products/:productId', staff: officeStaff };

export const getAdminProductVersion: Routes['getAdminProductVersion'] = {
  method: 'GET',
  path: '/api/admin/catalogue/products/:productId/versions/:version',
  staff: officeStaff,
};

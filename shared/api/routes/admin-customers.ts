import type * as area from '../admin-customers';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminCustomers: Routes['getAdminCustomers'] = { method: 'GET', path: '/api/admin/customers', staff: officeStaff };

export const getAdminCustomer: Routes['getAdminCustomer'] = { method: 'GET', path: '/api/admin/customers/:id', staff: officeStaff };

export const postCustomerPasswordLink: Routes['postCustomerPasswordLink'] = {
  method: 'POST',
  path: '/api/admin/customers/:id/password-link',
  staff: officeStaff,
};

export const postCustomerMergeOrder: Routes['postCustomerMergeOrder'] = { method: 'POST', path: '/api/admin/customers/:id/merge-order', staff: officeStaff };

export const postCustomerAnonymise: Routes['postCustomerAnonymise'] = { method: 'POST', path: '/api/admin/customers/:id/anonymise', staff: officeStaff };

import type * as area from '../admin-content';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminPages: Routes['getAdminPages'] = { method: 'GET', path: '/api/admin/content/pages', staff: officeStaff };

export const getAdminPage: Routes['getAdminPage'] = { method: 'GET', path: '/api/admin/content/pages/:pageId', staff: officeStaff };

export const postAdminPage: Routes['postAdminPage'] = { method: 'POST', path: '/api/admin/content/pages', staff: officeStaff };

export const putAdminPage: Routes['putAdminPage'] = { method: 'PUT', path: '/api/admin/content/pages/:pageId', staff: officeStaff };

export const putAdminPagePublication: Routes['putAdminPagePublication'] = {
  method: 'PUT',
  path: '/api/admin/content/pages/:pageId/publication',
  staff: officeStaff,
};

export const deleteAdminPage: Routes['deleteAdminPage'] = { method: 'DELETE', path: '/api/admin/content/pages/:pageId', staff: officeStaff };

export const getAdminNavigation: Routes['getAdminNavigation'] = { method: 'GET', path: '/api/admin/content/navigation', staff: officeStaff };

export const putAdminNavigation: Routes['putAdminNavigation'] = { method: 'PUT', path: '/api/admin/content/navigation', staff: officeStaff };

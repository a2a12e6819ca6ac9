import type {
  deleteAdminPageSchemas,
  getAdminNavigationSchemas,
  getAdminPageSchemas,
  getAdminPagesSchemas,
  postAdminPageSchemas,
  putAdminNavigationSchemas,
  putAdminPagePublicationSchemas,
  putAdminPageSchemas,
} from '../admin-content';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminPages: Route<typeof getAdminPagesSchemas> = { method: 'GET', path: '/api/admin/content/pages', staff: officeStaff };

export const getAdminPage: Route<typeof getAdminPageSchemas> = { method: 'GET', path: '/api/admin/content/pages/:pageId', staff: officeStaff };

export const postAdminPage: Route<typeof postAdminPageSchemas> = { method: 'POST', path: '/api/admin/content/pages', staff: officeStaff };

export const putAdminPage: Route<typeof putAdminPageSchemas> = { method: 'PUT', path: '/api/admin/content/pages/:pageId', staff: officeStaff };

export const putAdminPagePublication: Route<typeof putAdminPagePublicationSchemas> = {
  method: 'PUT',
  path: '/api/admin/content/pages/:pageId/publication',
  staff: officeStaff,
};

export const deleteAdminPage: Route<typeof deleteAdminPageSchemas> = { method: 'DELETE', path: '/api/admin/content/pages/:pageId', staff: officeStaff };

export const getAdminNavigation: Route<typeof getAdminNavigationSchemas> = { method: 'GET', path: '/api/admin/content/navigation', staff: officeStaff };

export const putAdminNavigation: Route<typeof putAdminNavigationSchemas> = { method: 'PUT', path: '/api/admin/content/navigation', staff: officeStaff };

import type {
  changeStaffPasswordSchemas,
  createStaffSchemas,
  getStaffMeSchemas,
  listStaffSchemas,
  staffLoginByLinkSchemas,
  staffLoginSchemas,
  staffLogoutSchemas,
  updateStaffMeSchemas,
  updateStaffSchemas,
} from '../admin-staff';
import { anyStaff, ownerOnly } from '../../domain/staff/roles';
import type { Route } from '../route';

export const staffLogin: Route<typeof staffLoginSchemas> = { method: 'POST', path: '/api/admin/login' };

export const staffLoginByLink: Route<typeof staffLoginByLinkSchemas> = { method: 'POST', path: '/api/admin/login/link' };

export const staffLogout: Route<typeof staffLogoutSchemas> = { method: 'POST', path: '/api/admin/logout' };

export const getStaffMe: Route<typeof getStaffMeSchemas> = { method: 'GET', path: '/api/admin/me', staff: anyStaff };

export const updateStaffMe: Route<typeof updateStaffMeSchemas> = { method: 'PUT', path: '/api/admin/me', staff: anyStaff };

export const listStaff: Route<typeof listStaffSchemas> = { method: 'GET', path: '/api/admin/staff', staff: ownerOnly };

export const createStaff: Route<typeof createStaffSchemas> = { method: 'POST', path: '/api/admin/staff', staff: ownerOnly };

export const updateStaff: Route<typeof updateStaffSchemas> = { method: 'PUT', path: '/api/admin/staff/:id', staff: ownerOnly };

export const changeStaffPassword: Route<typeof changeStaffPasswordSchemas> = { method: 'POST', path: '/api/admin/me/password', staff: anyStaff };

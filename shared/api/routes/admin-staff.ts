import type * as area from '../admin-staff';
import { anyStaff, ownerOnly } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const staffLogin: Routes['staffLogin'] = { method: 'POST', path: '/api/admin/login' };

export const staffLoginByLink: Routes['staffLoginByLink'] = { method: 'POST', path: '/api/admin/login/link' };

export const staffLogout: Routes['staffLogout'] = { method: 'POST', path: '/api/admin/logout' };

export const getStaffMe: Routes['getStaffMe'] = { method: 'GET', path: '/api/admin/me', staff: anyStaff };

export const updateStaffMe: Routes['updateStaffMe'] = { method: 'PUT', path: '/api/admin/me', staff: anyStaff };

export const listStaff: Routes['listStaff'] = { method: 'GET', path: '/api/admin/staff', staff: ownerOnly };

export const createStaff: Routes['createStaff'] = { method: 'POST', path: '/api/admin/staff', staff: ownerOnly };

export const updateStaff: Routes['updateStaff'] = { method: 'PUT', path: '/api/admin/staff/:id', staff: ownerOnly };

export const changeStaffPassword: Routes['changeStaffPassword'] = { method: 'POST', path: '/api/admin/me/password', staff: anyStaff };

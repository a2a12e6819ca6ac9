import type * as area from '../admin-partners';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminPartners: Routes['getAdminPartners'] = { method: 'GET', path: '/api/admin/partners', staff: officeStaff };

export const getAdminPartner: Routes['getAdminPartner'] = { method: 'GET', path: '/api/admin/partners/:id', staff: officeStaff };

export const postAdminPartner: Routes['postAdminPartner'] = { method: 'POST', path: '/api/admin/partners', staff: officeStaff };

export const putAdminPartner: Routes['putAdminPartner'] = { method: 'PUT', path: '/api/admin/partners/:id', staff: officeStaff };

export const postAdminPartnerKey: Routes['postAdminPartnerKey'] = { method: 'POST', path: '/api/admin/partners/:id/key', staff: officeStaff };

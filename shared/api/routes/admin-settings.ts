import type * as area from '../admin-settings';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminSettings: Routes['getAdminSettings'] = { method: 'GET', path: '/api/admin/settings', staff: officeStaff };

export const putAdminSettings: Routes['putAdminSettings'] = { method: 'PUT', path: '/api/admin/settings', staff: officeStaff };

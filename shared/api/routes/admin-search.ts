import type * as area from '../admin-search';
import { anyStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminSearch: Routes['getAdminSearch'] = { method: 'GET', path: '/api/admin/search', staff: anyStaff };

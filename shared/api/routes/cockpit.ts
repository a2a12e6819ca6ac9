import type * as area from '../cockpit';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getCockpit: Routes['getCockpit'] = { method: 'GET', path: '/api/admin/cockpit', staff: officeStaff };

import type * as area from '../order-status';
import { anyStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const postOrderStatus: Routes['postOrderStatus'] = { method: 'POST', path: '/api/admin/orders/:id/status', staff: anyStaff };

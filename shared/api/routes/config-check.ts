import type * as area from '../config-check';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const postConfigCheck: Routes['postConfigCheck'] = { method: 'POST', path: '/api/config/:productId/check' };

import type { postConfigCheckSchemas } from '../config-check';
import type { Route } from '../route';

export const postConfigCheck: Route<typeof postConfigCheckSchemas> = { method: 'POST', path: '/api/config/:productId/check' };

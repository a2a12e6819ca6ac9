import type { getFooterSchemas } from '../footer';
import type { Route } from '../route';

export const getFooter: Route<typeof getFooterSchemas> = { method: 'GET', path: '/api/footer' };

import type * as area from '../footer';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getFooter: Routes['getFooter'] = { method: 'GET', path: '/api/footer' };

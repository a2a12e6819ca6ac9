import type * as area from '../basket';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getBasketCount: Routes['getBasketCount'] = { method: 'GET', path: '/api/basket/count' };

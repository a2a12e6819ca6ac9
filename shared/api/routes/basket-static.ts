import type * as area from '../basket-static';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const addStatic: Routes['addStatic'] = { method: 'POST', path: '/api/basket/addStatic', basketSession: 'opens' };

import type * as area from '../basket-session';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const postBasketSession: Routes['postBasketSession'] = { method: 'POST', path: '/api/basket/session' };

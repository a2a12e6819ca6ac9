import type * as area from '../soft-proof';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getSoftProof: Routes['getSoftProof'] = { method: 'GET', path: '/api/products/:productId/soft-proof' };

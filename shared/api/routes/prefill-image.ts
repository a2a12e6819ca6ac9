import type * as area from '../prefill-image';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const postPrefillImage: Routes['postPrefillImage'] = { method: 'POST', path: '/api/drafts/images/from-url' };

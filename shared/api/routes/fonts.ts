import type * as area from '../fonts';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getFontFile: Routes['getFontFile'] = { method: 'GET', path: '/api/fonts/:font/:weight/:subset' };

import type * as area from '../design-templates';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getDesignTemplates: Routes['getDesignTemplates'] = { method: 'GET', path: '/api/config/design-templates' };

import type * as area from '../admin-design-templates';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

const path = '/api/admin/catalogue/design-templates';

export const getAdminDesignTemplates: Routes['getAdminDesignTemplates'] = { method: 'GET', path, staff: officeStaff };

export const getAdminDesignTemplate: Routes['getAdminDesignTemplate'] = { method: 'GET', path: `${path}/:templateId`, staff: officeStaff };

export const putAdminDesignTemplate: Routes['putAdminDesignTemplate'] = { method: 'PUT', path: `${path}/:templateId`, staff: officeStaff };

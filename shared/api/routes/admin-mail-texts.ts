import type * as area from '../admin-mail-texts';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminMailTexts: Routes['getAdminMailTexts'] = { method: 'GET', path: '/api/admin/mail-texts', staff: officeStaff };

export const getAdminMailText: Routes['getAdminMailText'] = { method: 'GET', path: '/api/admin/mail-texts/:mail', staff: officeStaff };

export const putAdminMailText: Routes['putAdminMailText'] = { method: 'PUT', path: '/api/admin/mail-texts/:mail', staff: officeStaff };

export const postMailTextPreview: Routes['postMailTextPreview'] = { method: 'POST', path: '/api/admin/mail-texts/:mail/preview', staff: officeStaff };

import type * as area from '../admin-mails';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getAdminMails: Routes['getAdminMails'] = { method: 'GET', path: '/api/admin/mails', staff: officeStaff };

export const getAdminMail: Routes['getAdminMail'] = { method: 'GET', path: '/api/admin/mails/:id', staff: officeStaff };

export const postMailRetry: Routes['postMailRetry'] = { method: 'POST', path: '/api/admin/mails/:id/retry', staff: officeStaff };

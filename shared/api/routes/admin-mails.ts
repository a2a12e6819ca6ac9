import type { getAdminMailSchemas, getAdminMailsSchemas, postMailRetrySchemas } from '../admin-mails';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminMails: Route<typeof getAdminMailsSchemas> = { method: 'GET', path: '/api/admin/mails', staff: officeStaff };

export const getAdminMail: Route<typeof getAdminMailSchemas> = { method: 'GET', path: '/api/admin/mails/:id', staff: officeStaff };

export const postMailRetry: Route<typeof postMailRetrySchemas> = { method: 'POST', path: '/api/admin/mails/:id/retry', staff: officeStaff };

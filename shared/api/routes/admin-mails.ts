import type { getAdminMailSchemas, getAdminMailsSchemas, postMailRetrySchemas } from '../admin-mails';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminMails: Route<typeof getAdminMailsSchemas> = {
  method: 'GET',
  path: '/api/admin/mails',
  summary: 'The outbox, newest first: filtered by status and part of the recipient or subject; paged by `before` (an id).',
  tags: ['admin'],
  errors: [401, 403],
  staff: officeStaff,
};

export const getAdminMail: Route<typeof getAdminMailSchemas> = {
  method: 'GET',
  path: '/api/admin/mails/:id',
  summary: 'One mail with the text its recipient received (secrets masked).',
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: officeStaff,
};

export const postMailRetry: Route<typeof postMailRetrySchemas> = {
  method: 'POST',
  path: '/api/admin/mails/:id/retry',
  summary: 'Sends a failed mail again now, with a fresh count of attempts (409 unless it failed and still has its content).',
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: officeStaff,
};

import type * as area from '../partner-webhooks';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getWebhookDeliveries: Routes['getWebhookDeliveries'] = { method: 'GET', path: '/api/admin/webhook-deliveries', staff: officeStaff };

export const getWebhookDelivery: Routes['getWebhookDelivery'] = { method: 'GET', path: '/api/admin/webhook-deliveries/:id', staff: officeStaff };

export const postWebhookReplay: Routes['postWebhookReplay'] = { method: 'POST', path: '/api/admin/webhook-deliveries/:id/replay', staff: officeStaff };

export const getPartnerWebhook: Routes['getPartnerWebhook'] = { method: 'GET', path: '/api/admin/partners/:id/webhook', staff: officeStaff };

export const putPartnerWebhook: Routes['putPartnerWebhook'] = { method: 'PUT', path: '/api/admin/partners/:id/webhook', staff: officeStaff };

export const postPartnerWebhookSecret: Routes['postPartnerWebhookSecret'] = {
  method: 'POST',
  path: '/api/admin/partners/:id/webhook/secret',
  staff: officeStaff,
};

export const postPartnerWebhookPing: Routes['postPartnerWebhookPing'] = { method: 'POST', path: '/api/admin/partners/:id/webhook/ping', staff: officeStaff };

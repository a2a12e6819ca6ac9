import type * as area from '../partner-portal';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const postPartnerPortalInvite: Routes['postPartnerPortalInvite'] = { method: 'POST', path: '/api/admin/partners/:id/portal-invite', staff: officeStaff };

export const partnerLogin: Routes['partnerLogin'] = { method: 'POST', path: '/api/partner/login' };

export const partnerLoginByLink: Routes['partnerLoginByLink'] = { method: 'POST', path: '/api/partner/login/link' };

export const partnerSetPassword: Routes['partnerSetPassword'] = { method: 'POST', path: '/api/partner/password' };

export const partnerLogout: Routes['partnerLogout'] = { method: 'POST', path: '/api/partner/logout' };

export const getPartnerMe: Routes['getPartnerMe'] = { method: 'GET', path: '/api/partner/me' };

export const putPartnerLanguage: Routes['putPartnerLanguage'] = { method: 'PUT', path: '/api/partner/me/language' };

export const getPartnerOrders: Routes['getPartnerOrders'] = { method: 'GET', path: '/api/partner/orders' };

export const getPartnerPortalLedger: Routes['getPartnerPortalLedger'] = { method: 'GET', path: '/api/partner/ledger' };

export const getPartnerPortalStatementPdf: Routes['getPartnerPortalStatementPdf'] = { method: 'GET', path: '/api/partner/statement.pdf' };

export const getPartnerPortalStatementCsv: Routes['getPartnerPortalStatementCsv'] = { method: 'GET', path: '/api/partner/statement.csv' };

export const getPartnerPortalWebhook: Routes['getPartnerPortalWebhook'] = { method: 'GET', path: '/api/partner/webhook' };

export const putPartnerPortalWebhook: Routes['putPartnerPortalWebhook'] = { method: 'PUT', path: '/api/partner/webhook' };

export const postPartnerPortalWebhookSecret: Routes['postPartnerPortalWebhookSecret'] = { method: 'POST', path: '/api/partner/webhook/secret' };

export const postPartnerPortalWebhookPing: Routes['postPartnerPortalWebhookPing'] = { method: 'POST', path: '/api/partner/webhook/ping' };

export const getPartnerPortalOrigins: Routes['getPartnerPortalOrigins'] = { method: 'GET', path: '/api/partner/origins' };

export const putPartnerPortalOrigins: Routes['putPartnerPortalOrigins'] = { method: 'PUT', path: '/api/partner/origins' };

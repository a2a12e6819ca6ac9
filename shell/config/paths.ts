import type { Locale } from '../../shared/i18n/locales';
import { FIXED_ROUTE_ROOTS } from '../../shared/domain/content/fixed-routes';
import type { Step } from '../../shared/domain/configurator/steps';

/*
 * The shell's route registry (bulletproof-react's config/paths.ts): every route pattern once, with
 * a typed href builder, so links and the router never disagree about a path.
 */

export const checkoutSteps = ['addresses', 'basket', 'basketBackup', 'check', 'confirm', 'paymentAndShipping'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const paths = {
  root: { path: '/', href: () => '/' },
  locale: { path: '/:lang', href: (lang: Locale) => `/${lang}` },
  checkout: {
    path: 'checkout',
    href: (lang: Locale, step: CheckoutStep = 'basket') => `/${lang}/checkout/${step}`,
  },
  selfcare: { path: 'selfcare', href: (lang: Locale) => `/${lang}/selfcare` },
  selfcareOrder: { path: 'selfcare/orders/:orderId', href: (lang: Locale, orderId: number) => `/${lang}/selfcare/orders/${orderId}` },
  newPassword: {
    path: 'customer/newpassword/:contactId?/:accessKey?',
    href: (lang: Locale, contactId?: string, accessKey?: string) =>
      ['', lang, 'customer', 'newpassword', contactId, contactId ? accessKey : undefined].filter((p) => p !== undefined).join('/'),
  },
  /** The e-mail confirmation mail's link (server/features/selfcare/email-confirmation.ts builds it). */
  confirmEmail: {
    path: 'customer/confirmemail/:contactId/:key',
    href: (lang: Locale, contactId: number, key: string) => `/${lang}/customer/confirmemail/${contactId}/${encodeURIComponent(key)}`,
  },
  /** The login-link mail's link (server/features/selfcare/login.ts builds it). */
  loginLink: { path: 'customer/loginlink/:key', href: (lang: Locale, key: string) => `/${lang}/customer/loginlink/${encodeURIComponent(key)}` },
  configurator: {
    path: 'configurator/:productId?',
    href: (lang: Locale, productId?: string, step?: Step) =>
      ['', lang, 'configurator', productId, productId ? step : undefined].filter((p) => p !== undefined).join('/'),
  },
  /** The partner portal: language-neutral as the back office, in the language of the person logged in. */
  partner: { path: '/partner', href: () => '/partner' },
  partnerLogin: { path: 'login', href: () => '/partner/login' },
  /** The portal's login-link mail (server/features/partner-portal/partner-login.ts builds it). */
  partnerLoginLink: { path: 'login/link/:key', href: (key: string) => `/partner/login/link/${encodeURIComponent(key)}` },
  /** The invite mail's link to set the password (server/features/partner-portal/partner-invite.ts builds it). */
  partnerPassword: { path: 'password/:key', href: (key: string) => `/partner/password/${encodeURIComponent(key)}` },
  partnerLedger: { path: 'ledger', href: () => '/partner/ledger' },
  partnerWebhook: { path: 'webhook', href: () => '/partner/webhook' },
  partnerOrigins: { path: 'origins', href: () => '/partner/origins' },
  /** The embed-code builder: a page of the portal in a chunk of its own (it carries the widget's package). */
  partnerEmbed: { path: 'embed', href: () => '/partner/embed' },
  /** The back office: one language-neutral path; the staff member's language is theirs, not the URL's. */
  admin: { path: '/admin', href: () => '/admin' },
  adminLogin: { path: 'login', href: () => '/admin/login' },
  /** The staff login-link mail's link (server/features/staff/staff-login.ts builds it). */
  adminLoginLink: { path: 'login/link/:key', href: (key: string) => `/admin/login/link/${encodeURIComponent(key)}` },
  /** The order list, filtered by `filters` (its search parameters: the cockpit links each figure to its orders). */
  adminOrders: {
    path: 'orders',
    href: (filters: Record<string, string> = {}) => `/admin/orders${Object.keys(filters).length ? `?${new URLSearchParams(filters)}` : ''}`,
  },
  adminOrder: { path: 'orders/:orderId', href: (orderId: number) => `/admin/orders/${orderId}` },
  adminStaff: { path: 'staff', href: () => '/admin/staff' },
  adminMails: { path: 'mails', href: () => '/admin/mails' },
  adminMail: { path: 'mails/:mailId', href: (mailId: number) => `/admin/mails/${mailId}` },
  adminWebhooks: { path: 'webhooks', href: () => '/admin/webhooks' },
  adminWebhook: { path: 'webhooks/:deliveryId', href: (deliveryId: number) => `/admin/webhooks/${deliveryId}` },
  adminProduction: { path: 'production', href: () => '/admin/production' },
  adminBank: { path: 'bank', href: () => '/admin/bank' },
  adminBankRefunds: { path: 'bank-refunds', href: () => '/admin/bank-refunds' },
  adminVouchers: { path: 'vouchers', href: () => '/admin/vouchers' },
  adminAudit: { path: 'audit', href: () => '/admin/audit' },
  adminBooks: { path: 'books', href: () => '/admin/books' },
  adminPartnerLedger: { path: 'partner-ledger', href: () => '/admin/partner-ledger' },
  adminAccount: { path: 'account', href: () => '/admin/account' },
  adminCatalogue: { path: 'catalogue', href: () => '/admin/catalogue' },
  adminProduct: { path: 'catalogue/:productId', href: (productId: string) => `/admin/catalogue/${productId}` },
  adminDesignTemplates: { path: 'design-templates', href: () => '/admin/design-templates' },
  adminDesignTemplate: { path: 'design-templates/:templateId', href: (templateId: string) => `/admin/design-templates/${templateId}` },
  adminContent: { path: 'content', href: () => '/admin/content' },
  adminPage: { path: 'content/:pageId', href: (pageId: number) => `/admin/content/${pageId}` },
  adminNavigation: { path: 'navigation', href: () => '/admin/navigation' },
  adminSearch: { path: 'search', href: (q: string) => `/admin/search?${new URLSearchParams({ q })}` },
  adminCustomers: { path: 'customers', href: () => '/admin/customers' },
  adminCustomer: { path: 'customers/:customerId', href: (customerId: number) => `/admin/customers/${customerId}` },
  adminSettings: { path: 'settings', href: () => '/admin/settings' },
  adminMailTexts: { path: 'mail-texts', href: () => '/admin/mail-texts' },
  adminMailText: { path: 'mail-texts/:mail', href: (mail: string) => `/admin/mail-texts/${mail}` },
  adminPartners: { path: 'partners', href: () => '/admin/partners' },
  adminPartner: { path: 'partners/:partnerId', href: (partnerId: number) => `/admin/partners/${partnerId}` },
  content: { path: '*', href: (lang: Locale, slug = '') => (slug ? `/${lang}/${slug}` : `/${lang}`) },
} as const;

/** Route roots that are the same in every language (no content page may take them). */
const fixedRoots = FIXED_ROUTE_ROOTS;
export type FixedRoot = (typeof fixedRoots)[number];

/** The shell area a path belongs to (for prefetching its chunk), or 'content' for CMS pages. */
export function routeAreaOf(pathname: string): FixedRoot | 'content' | null {
  const [, lang, root] = pathname.split('/');
  if (!lang) return null;
  return (fixedRoots as readonly string[]).includes(root ?? '') ? (root as FixedRoot) : 'content';
}

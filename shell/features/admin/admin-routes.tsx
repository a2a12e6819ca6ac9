import { useIntl } from '../../../ui/intl/intl-provider';
import { StaffPage } from './admin-layout';

/*
 * The back office's lazily loaded chunk (shell/app/route-chunks.ts): its root and pages. Nothing of
 * it is loaded on the shop's own pages.
 */
export { AdminRoot } from './admin-root';
export { AdminLoginPage } from './login-page';
export { AdminLoginLinkPage } from './login-link-page';
export { AdminOrdersPage } from './orders-page';
export { AdminHomePage } from './cockpit/home-page';
export { AdminOrderPage } from './order-page';
export { AdminStaffPage } from './staff-page';
export { AdminMailsPage } from './mails-page';
export { AdminMailPage } from './mail-page';
export { AdminWebhooksPage } from './webhooks/webhooks-page';
export { AdminWebhookPage } from './webhooks/webhook-page';
export { AdminProductionPage } from './production-page';
export { AdminBankPage } from './bank-page';
export { AdminBankRefundsPage } from './bank-refunds-page';
export { AdminVouchersPage } from './vouchers-page';
export { AdminAuditPage } from './audit-page';
export { AdminBooksPage } from './books-page';
export { AdminPartnerLedgerPage } from './partner-ledger-page';
export { AdminAccountPage } from './account-page';
export { AdminCataloguePage } from './catalogue/catalogue-page';
export { AdminProductPage } from './catalogue/product-page';
export { AdminDesignTemplatesPage } from './catalogue/templates-page';
export { AdminDesignTemplatePage } from './catalogue/template-page';
export { AdminContentPage } from './content/content-page';
export { AdminPageEditorPage } from './content/page-page';
export { AdminNavigationPage } from './content/navigation-page';
export { AdminSearchPage } from './search/search-page';
export { AdminCustomersPage } from './customers/customers-page';
export { AdminCustomerPage } from './customers/customer-page';
export { AdminSettingsPage } from './settings/settings-page';
export { AdminMailTextsPage } from './mail-texts/mail-texts-page';
export { AdminMailTextPage } from './mail-texts/mail-text-page';
export { AdminPartnersPage } from './partners/partners-page';
export { AdminPartnerPage } from './partners/partner-page';

export function AdminNotFound() {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'admin.notFound' });
  return <StaffPage title={text}>{() => null}</StaffPage>;
}

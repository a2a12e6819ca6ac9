import { NavLink } from 'react-router';
import { getAdminProducts } from '../../../shared/api/admin-catalogue';
import { getAdminDesignTemplates } from '../../../shared/api/admin-design-templates';
import { getAdminNavigation, getAdminPages } from '../../../shared/api/admin-content';
import { getAdminCustomers } from '../../../shared/api/admin-customers';
import { getAdminMails } from '../../../shared/api/admin-mails';
import { getAdminOrders } from '../../../shared/api/admin-orders';
import { getCockpit } from '../../../shared/api/cockpit';
import { listStaff, type StaffMember } from '../../../shared/api/admin-staff';
import { getAuditLog } from '../../../shared/api/audit';
import { getBankCredits } from '../../../shared/api/bank-payments';
import { getBankRefunds } from '../../../shared/api/bank-refunds';
import { getVatReturn } from '../../../shared/api/books';
import { getPartnerLedger } from '../../../shared/api/partner-ledger';
import { getAdminVouchers } from '../../../shared/api/admin-vouchers';
import { getAdminSettings } from '../../../shared/api/admin-settings';
import { getAdminMailTexts } from '../../../shared/api/admin-mail-texts';
import { getWebhookDeliveries } from '../../../shared/api/partner-webhooks';
import { getAdminPartners } from '../../../shared/api/admin-partners';
import type { Endpoint } from '../../../shared/api/endpoint';
import { getProductionQueue } from '../../../shared/api/production-queue';
import type { StaffRole } from '../../../shared/domain/staff/roles';
import type { MessageKey } from '../../../shared/i18n/messages';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';

/** The roles that may open a page: those its data's endpoint declares (the server checks the same list). */
export const rolesOf = (endpoint: Pick<Endpoint, 'staff'>): readonly StaffRole[] => endpoint.staff ?? [];

/** The back office's sections, each shown to the roles that may read its data. */
const SECTIONS: { href: string; label: MessageKey; roles: readonly StaffRole[]; end?: boolean }[] = [
  { href: paths.admin.href(), label: 'admin.nav.cockpit', roles: rolesOf(getCockpit), end: true },
  { href: paths.adminOrders.href(), label: 'admin.nav.orders', roles: rolesOf(getAdminOrders) },
  { href: paths.adminProduction.href(), label: 'admin.nav.production', roles: rolesOf(getProductionQueue) },
  { href: paths.adminCustomers.href(), label: 'admin.nav.customers', roles: rolesOf(getAdminCustomers) },
  { href: paths.adminBank.href(), label: 'admin.nav.bank', roles: rolesOf(getBankCredits) },
  { href: paths.adminBankRefunds.href(), label: 'admin.nav.bankRefunds', roles: rolesOf(getBankRefunds) },
  { href: paths.adminBooks.href(), label: 'admin.nav.books', roles: rolesOf(getVatReturn) },
  { href: paths.adminPartnerLedger.href(), label: 'admin.nav.partnerLedger', roles: rolesOf(getPartnerLedger) },
  { href: paths.adminVouchers.href(), label: 'admin.nav.vouchers', roles: rolesOf(getAdminVouchers) },
  { href: paths.adminCatalogue.href(), label: 'admin.nav.catalogue', roles: rolesOf(getAdminProducts) },
  { href: paths.adminDesignTemplates.href(), label: 'admin.nav.designTemplates', roles: rolesOf(getAdminDesignTemplates) },
  { href: paths.adminContent.href(), label: 'admin.nav.content', roles: rolesOf(getAdminPages) },
  { href: paths.adminNavigation.href(), label: 'admin.nav.navigation', roles: rolesOf(getAdminNavigation) },
  { href: paths.adminMails.href(), label: 'admin.nav.mails', roles: rolesOf(getAdminMails) },
  { href: paths.adminMailTexts.href(), label: 'admin.nav.mailTexts', roles: rolesOf(getAdminMailTexts) },
  { href: paths.adminPartners.href(), label: 'admin.nav.partners', roles: rolesOf(getAdminPartners) },
  { href: paths.adminWebhooks.href(), label: 'admin.nav.webhooks', roles: rolesOf(getWebhookDeliveries) },
  { href: paths.adminSettings.href(), label: 'admin.nav.settings', roles: rolesOf(getAdminSettings) },
  { href: paths.adminStaff.href(), label: 'admin.nav.staff', roles: rolesOf(listStaff) },
  { href: paths.adminAudit.href(), label: 'admin.nav.audit', roles: rolesOf(getAuditLog) },
];

/** The navigation of the sections the member's role may use; an order's page belongs to the orders. */
export function AdminNav({ me }: { me: StaffMember }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'admin.nav.label' })} className="admin-nav">
      <ul>
        {SECTIONS.filter((section) => section.roles.includes(me.role)).map((section) => (
          <li key={section.href}>
            <NavLink to={section.href} end={section.end ?? false}>
              {intl.formatMessage({ id: section.label })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

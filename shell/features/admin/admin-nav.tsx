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
import { useT } from '../../../ui/intl/use-t';
import { useMenuDisclosure } from '../../lib/use-menu-disclosure';
import './admin-nav.css';

/** The roles that may open a page: those its data's endpoint declares (the server checks the same list). */
export const rolesOf = (endpoint: Pick<Endpoint, 'staff'>): readonly StaffRole[] => endpoint.staff ?? [];

type Section = { href: string; label: MessageKey; roles: readonly StaffRole[]; end: boolean };

/** A section for the roles that may read its data (`endpoint`); `end`: current on its own path only, not below it. */
const section = (href: string, label: MessageKey, endpoint: Pick<Endpoint, 'staff'>, end = false): Section => ({ href, label, roles: rolesOf(endpoint), end });

/** The back office's sections in groups of one kind of work, each group headed by `admin.nav.group.<id>`. */
const GROUPS = {
  work: [
    section(paths.admin.href(), 'admin.nav.cockpit', getCockpit, true),
    section(paths.adminOrders.href(), 'admin.nav.orders', getAdminOrders),
    section(paths.adminProduction.href(), 'admin.nav.production', getProductionQueue),
    section(paths.adminCustomers.href(), 'admin.nav.customers', getAdminCustomers),
  ],
  money: [
    section(paths.adminBank.href(), 'admin.nav.bank', getBankCredits),
    section(paths.adminBankRefunds.href(), 'admin.nav.bankRefunds', getBankRefunds),
    section(paths.adminBooks.href(), 'admin.nav.books', getVatReturn),
    section(paths.adminVouchers.href(), 'admin.nav.vouchers', getAdminVouchers),
  ],
  catalogue: [
    section(paths.adminCatalogue.href(), 'admin.nav.catalogue', getAdminProducts),
    section(paths.adminDesignTemplates.href(), 'admin.nav.designTemplates', getAdminDesignTemplates),
    section(paths.adminContent.href(), 'admin.nav.content', getAdminPages),
    section(paths.adminNavigation.href(), 'admin.nav.navigation', getAdminNavigation),
  ],
  partners: [
    section(paths.adminPartners.href(), 'admin.nav.partners', getAdminPartners),
    section(paths.adminWebhooks.href(), 'admin.nav.webhooks', getWebhookDeliveries),
    section(paths.adminPartnerLedger.href(), 'admin.nav.partnerLedger', getPartnerLedger),
  ],
  shop: [
    section(paths.adminSettings.href(), 'admin.nav.settings', getAdminSettings),
    section(paths.adminMailTexts.href(), 'admin.nav.mailTexts', getAdminMailTexts),
    section(paths.adminMails.href(), 'admin.nav.mails', getAdminMails),
    section(paths.adminStaff.href(), 'admin.nav.staff', listStaff),
    section(paths.adminAudit.href(), 'admin.nav.audit', getAuditLog),
  ],
} satisfies Record<string, Section[]>;

type GroupId = keyof typeof GROUPS;
const headingOf = (id: GroupId): MessageKey => `admin.nav.group.${id}`;

/**
 * The navigation of the sections the member's role may use, in their groups; an order's page belongs
 * to the orders. On a phone it is a disclosure (admin-nav.css): closed at first and after a followed
 * link, Escape closes it and gives the focus back to its button.
 */
export function AdminNav({ me }: { me: StaffMember }) {
  const t = useT();
  const menu = useMenuDisclosure('admin-nav-groups');
  const groups = (Object.entries(GROUPS) as [GroupId, Section[]][])
    .map(([id, sections]) => ({ id, sections: sections.filter((one) => one.roles.includes(me.role)) }))
    .filter((group) => group.sections.length > 0);
  return (
    <nav aria-label={t('admin.nav.label')} className="admin-nav" onKeyDown={menu.onKeyDown}>
      <button {...menu.button} className="admin-nav-toggle">
        {t('admin.nav.menu')}
      </button>
      <div id="admin-nav-groups" className={menu.open ? 'admin-nav-groups open' : 'admin-nav-groups'}>
        {groups.map((group) => (
          <div key={group.id} className="admin-nav-group">
            <h2 id={`admin-nav-${group.id}`}>{t(headingOf(group.id))}</h2>
            <ul aria-labelledby={`admin-nav-${group.id}`}>
              {group.sections.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} end={link.end}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

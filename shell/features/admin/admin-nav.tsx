import { type KeyboardEvent, useRef } from 'react';
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
import { useClosedOnNavigation } from '../../lib/use-closed-on-navigation';
import './admin-nav.css';

/** The roles that may open a page: those its data's endpoint declares (the server checks the same list). */
export const rolesOf = (endpoint: Pick<Endpoint, 'staff'>): readonly StaffRole[] => endpoint.staff ?? [];

type Section = { href: string; label: MessageKey; roles: readonly StaffRole[]; end?: boolean };

/** The back office's sections in groups of one kind of work, each section shown to the roles that may read its data. */
const GROUPS: { id: string; heading: MessageKey; sections: Section[] }[] = [
  {
    id: 'work',
    heading: 'admin.nav.group.work',
    sections: [
      { href: paths.admin.href(), label: 'admin.nav.cockpit', roles: rolesOf(getCockpit), end: true },
      { href: paths.adminOrders.href(), label: 'admin.nav.orders', roles: rolesOf(getAdminOrders) },
      { href: paths.adminProduction.href(), label: 'admin.nav.production', roles: rolesOf(getProductionQueue) },
      { href: paths.adminCustomers.href(), label: 'admin.nav.customers', roles: rolesOf(getAdminCustomers) },
    ],
  },
  {
    id: 'money',
    heading: 'admin.nav.group.money',
    sections: [
      { href: paths.adminBank.href(), label: 'admin.nav.bank', roles: rolesOf(getBankCredits) },
      { href: paths.adminBankRefunds.href(), label: 'admin.nav.bankRefunds', roles: rolesOf(getBankRefunds) },
      { href: paths.adminBooks.href(), label: 'admin.nav.books', roles: rolesOf(getVatReturn) },
      { href: paths.adminVouchers.href(), label: 'admin.nav.vouchers', roles: rolesOf(getAdminVouchers) },
    ],
  },
  {
    id: 'catalogue',
    heading: 'admin.nav.group.catalogue',
    sections: [
      { href: paths.adminCatalogue.href(), label: 'admin.nav.catalogue', roles: rolesOf(getAdminProducts) },
      { href: paths.adminDesignTemplates.href(), label: 'admin.nav.designTemplates', roles: rolesOf(getAdminDesignTemplates) },
      { href: paths.adminContent.href(), label: 'admin.nav.content', roles: rolesOf(getAdminPages) },
      { href: paths.adminNavigation.href(), label: 'admin.nav.navigation', roles: rolesOf(getAdminNavigation) },
    ],
  },
  {
    id: 'partners',
    heading: 'admin.nav.group.partners',
    sections: [
      { href: paths.adminPartners.href(), label: 'admin.nav.partners', roles: rolesOf(getAdminPartners) },
      { href: paths.adminWebhooks.href(), label: 'admin.nav.webhooks', roles: rolesOf(getWebhookDeliveries) },
      { href: paths.adminPartnerLedger.href(), label: 'admin.nav.partnerLedger', roles: rolesOf(getPartnerLedger) },
    ],
  },
  {
    id: 'shop',
    heading: 'admin.nav.group.shop',
    sections: [
      { href: paths.adminSettings.href(), label: 'admin.nav.settings', roles: rolesOf(getAdminSettings) },
      { href: paths.adminMailTexts.href(), label: 'admin.nav.mailTexts', roles: rolesOf(getAdminMailTexts) },
      { href: paths.adminMails.href(), label: 'admin.nav.mails', roles: rolesOf(getAdminMails) },
      { href: paths.adminStaff.href(), label: 'admin.nav.staff', roles: rolesOf(listStaff) },
      { href: paths.adminAudit.href(), label: 'admin.nav.audit', roles: rolesOf(getAuditLog) },
    ],
  },
];

/**
 * The navigation of the sections the member's role may use, in their groups; an order's page belongs
 * to the orders. On a phone it is a disclosure (admin-nav.css): closed at first and after a followed
 * link, Escape closes it and gives the focus back to its button.
 */
export function AdminNav({ me }: { me: StaffMember }) {
  const t = useT();
  const [open, setOpen] = useClosedOnNavigation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groups = GROUPS.map((group) => ({ ...group, sections: group.sections.filter((section) => section.roles.includes(me.role)) })).filter(
    (group) => group.sections.length > 0,
  );
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <nav aria-label={t('admin.nav.label')} className="admin-nav" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="admin-nav-toggle"
        aria-expanded={open}
        aria-controls="admin-nav-groups"
        onClick={() => setOpen((o) => !o)}
      >
        {t('admin.nav.menu')}
      </button>
      <div id="admin-nav-groups" className={open ? 'admin-nav-groups open' : 'admin-nav-groups'}>
        {groups.map((group) => (
          <div key={group.id} className="admin-nav-group">
            <h2 id={`admin-nav-${group.id}`}>{t(group.heading)}</h2>
            <ul aria-labelledby={`admin-nav-${group.id}`}>
              {group.sections.map((section) => (
                <li key={section.href}>
                  <NavLink to={section.href} end={section.end ?? false}>
                    {t(section.label)}
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

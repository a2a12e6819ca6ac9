import { useAtom } from 'jotai';
import type { RefObject } from 'react';
import type { Company } from '../../../shared/api/company';
import type { MessageKey } from '../../../shared/i18n/messages';
import { useCompany } from '../../app/use-locale-data';
import { ContentOverlay } from '../../components/overlay/content-overlay';
import { useIntl } from '../../../ui/intl/intl-provider';
import { contactOpenAtom } from '../../state/contact-state';
import './contact.css';
import { useT } from '../../../ui/intl/use-t';

/** The spec's contact overlay: workshop and showroom address, phone, e-mail, social links, map. */
export default function ContactOverlay({ openerRef }: { openerRef: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useAtom(contactOpenAtom);
  const company = useCompany();
  const t = useT();
  return (
    <ContentOverlay open={open} onClose={() => setOpen(false)} title={t('contact.title')} variant="light" openerRef={openerRef}>
      <div className="contact" data-testid="contact-overlay">
        <p>{t('contact.intro')}</p>
        {company ? <CompanyContact company={company} /> : <p role="alert">{t('contact.unavailable')}</p>}
      </div>
    </ContentOverlay>
  );
}

/** The company's address and ways to reach it, as the server's settings name them (the invoices say the same). */
function CompanyContact({ company }: { company: Company }) {
  const t = useT();
  return (
    <>
      <h3>{t('contact.address')}</h3>
      <address>
        {company.name}
        <br />
        {company.street}
        <br />
        {company.zipcode} {company.city}
      </address>
      <p>
        <ExternalLink href={company.mapsUrl} label="contact.maps" />
      </p>
      <dl className="contact-lines">
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
        </dd>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </dl>
      <h3>{t('contact.social')}</h3>
      <ul className="contact-social">
        <li>
          <ExternalLink href={company.instagramUrl} label="contact.instagram" />
        </li>
        <li>
          <ExternalLink href={company.facebookUrl} label="contact.facebook" />
        </li>
      </ul>
    </>
  );
}

/** A link to another site: it opens a new tab, and says so to screen readers. */
function ExternalLink({ href, label }: { href: string; label: MessageKey }) {
  const intl = useIntl();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {intl.formatMessage({ id: label })}
      <span className="visually-hidden"> {intl.formatMessage({ id: 'nav.newTab' })}</span>
    </a>
  );
}

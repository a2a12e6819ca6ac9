import type { MessageKey } from '../../../shared/i18n/messages';
import { useAtom } from 'jotai';
import { useIntl } from '../../lib/intl/intl-provider';
import { ContentOverlay } from '../../components/overlay/content-overlay';
import { shellConfig } from '../../config/env';
import { contactOpenAtom } from '../../state/contact-state';
import './contact.css';

/** The spec's contact overlay: workshop and showroom address, phone, e-mail, social links, map. */
export default function ContactOverlay() {
  const intl = useIntl();
  const [open, setOpen] = useAtom(contactOpenAtom);
  const { company } = shellConfig;
  const t = (id: MessageKey) => intl.formatMessage({ id });
  /** A link to another site: it opens a new tab, and says so to screen readers. */
  const external = (href: string, label: MessageKey) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t(label)}
      <span className="visually-hidden"> {t('nav.newTab')}</span>
    </a>
  );
  return (
    <ContentOverlay open={open} onClose={() => setOpen(false)} title={t('contact.title')} variant="light">
      <div className="contact" data-testid="contact-overlay">
        <p>{t('contact.intro')}</p>
        <h3>{t('contact.address')}</h3>
        <address>
          {company.name}
          <br />
          {company.street}
          <br />
          {company.zipcode} {company.city}
        </address>
        <p>{external(company.mapsUrl, 'contact.maps')}</p>
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
          <li>{external(company.instagramUrl, 'contact.instagram')}</li>
          <li>{external(company.facebookUrl, 'contact.facebook')}</li>
        </ul>
      </div>
    </ContentOverlay>
  );
}

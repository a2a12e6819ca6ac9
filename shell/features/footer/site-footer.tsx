import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { Link, useLocation } from 'react-router';
import { useLocaleData } from '../../app/use-locale-data';
import { isPlainClick, switchLanguage } from '../../lib/switch-language';
import { useLocale } from '../../lib/use-locale';
import { contactOpenAtom } from '../../state/contact-state';
import './footer.css';

/**
 * The footer of every page of the default layout: the legal pages (by their CMS key, in the
 * page's language), the workshop's address and the contact overlay, the payment methods the
 * checkout really offers, and the shop in the other languages. A list whose data fails to load
 * stays empty: the footer must never cost the page.
 */
export function SiteFooter() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const id = useId();
  const openContact = useSetAtom(contactOpenAtom);
  // The locale route's loader brings them with the navigation (shell/app/loaders.ts), so they are in the server's HTML.
  const loaded = useLocaleData();
  const data = loaded?.footer ?? { legal: [], paymentMethods: [], company: null };
  const { company } = data;
  const languages = loaded?.languages ?? [];
  const heading = (part: string, text: string) => (
    <h2 id={`${id}-${part}`} className="site-footer-heading">
      {text}
    </h2>
  );
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer-inner">
        <nav aria-labelledby={`${id}-legal`}>
          {heading('legal', intl.formatMessage({ id: 'footer.legal' }))}
          <ul>
            {data.legal.map((link) => (
              <li key={link.key}>
                <Link to={link.path}>{intl.formatMessage({ id: `footer.${link.key}` })}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={`${id}-contact`}>
          {heading('contact', intl.formatMessage({ id: 'footer.contact' }))}
          {company && (
            <address>
              {company.name}
              <br />
              {company.street}, {company.zipcode} {company.city}
              <br />
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
              <br />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </address>
          )}
          <button type="button" className="button secondary" aria-haspopup="dialog" onClick={() => openContact(true)}>
            {intl.formatMessage({ id: 'footer.contactOpen' })}
          </button>
        </section>
        <section aria-labelledby={`${id}-payment`}>
          {heading('payment', intl.formatMessage({ id: 'footer.payment' }))}
          <ul data-testid="payment-methods">
            {data.paymentMethods.map((method) => (
              <li key={method.id}>{method.name}</li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby={`${id}-languages`}>
          {heading('languages', intl.formatMessage({ id: 'footer.languages' }))}
          <ul>
            {languages.map((language) => (
              <li key={language.code}>
                {/* As the header's switcher: this page in that language, and the cookie. The href (its home page) is for a new tab. */}
                <a
                  href={`/${language.code}`}
                  hrefLang={language.code}
                  lang={language.code}
                  aria-current={language.code === locale ? 'true' : undefined}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    void switchLanguage(locale, language.code, `${location.pathname}${location.search}${location.hash}`);
                  }}
                >
                  {language.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

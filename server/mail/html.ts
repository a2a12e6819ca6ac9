import type { Company } from '../../shared/api/company';
import type { Locale } from '../../shared/i18n/locales';
import { serverIntl } from '../i18n/server-intl';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put into a mail's HTML goes through here: names and usernames are typed by anyone. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] as string);
}

/** Whom a mail greets: the salutation and name the shop knows (an order's billing address, an account's contact), each possibly unknown. */
export interface Addressee {
  sex: 'f' | 'm' | null;
  firstname: string | null;
  lastname: string | null;
}

/**
 * The formal greeting in the mail's language: 'Guten Tag Frau Muster', 'Bonjour Madame Muster',
 * 'Buongiorno Signora Muster', 'Dear Ms Muster'; by the full name without a salutation; and the
 * neutral 'Guten Tag' when the shop knows no name at all.
 */
function greeting(locale: Locale, addressee: Addressee | null): string {
  const intl = serverIntl(locale);
  const lastname = addressee?.lastname?.trim() || null;
  if (addressee?.sex && lastname) return intl.formatMessage({ id: `mail.greeting.${addressee.sex}` }, { lastname });
  const name = [addressee?.firstname?.trim(), lastname].filter(Boolean).join(' ');
  return name ? intl.formatMessage({ id: 'mail.greeting.named' }, { name }) : intl.formatMessage({ id: 'mail.greeting.neutral' });
}

/** The sender's lines every mail ends with: the company and how to reach it, as the invoice head names them. */
function signatureLines(sender: Company): string[] {
  return [sender.name, sender.street, `${sender.zipcode} ${sender.city}`, sender.phone, sender.email];
}

/** The shop's colours (shell/styles.css: --accent, --paper, --ink, --muted, --line). */
const BRAND = { accent: '#8a5a2b', paper: '#faf8f5', ink: '#1f2328', muted: '#5a6370', line: '#e4ded6' } as const;

/** The word mark as text in the accent colour: no remote image to block, and it reads in every client. */
const brandHeader = (brand: string) =>
  `<tr><td style="padding: 20px 28px; border-bottom: 3px solid ${BRAND.accent};"><span style="display: inline-block; width: 14px; height: 14px; border: 3px solid ${BRAND.ink}; border-radius: 3px; background: ${BRAND.accent}; vertical-align: -3px; margin-right: 10px;"></span><span style="font-family: Georgia, 'Times New Roman', serif; font-size: 22px; font-weight: bold; color: ${BRAND.accent}; letter-spacing: 0.5px;">${escapeHtml(brand)}</span></td></tr>`;

/** A button-like link of the brand, for the one action a mail asks for. */
export function actionButton(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 18px; background: ${BRAND.accent}; color: #fff; text-decoration: none; border-radius: 4px; font-weight: bold;">${escapeHtml(label)}</a></p>`;
}

/** The shop's name as its word mark shows it: the company's name without its legal form. */
function brandName(sender: Company): string {
  return sender.name.replace(/\s+(AG|GmbH|SA|Sàrl|Sagl|Ltd|S\.A\.)$/u, '');
}

export interface MailContent {
  locale: Locale;
  /** The HTML's title: the subject. */
  title: string;
  /** Whom the mail greets; null greets neutrally. */
  addressee: Addressee | null;
  /** The lines of the plain text after the greeting. */
  text: readonly string[];
  /** The HTML blocks after the greeting (each escaped by its template). */
  html: readonly string[];
  sender: Company;
}

/**
 * One layout for every mail of the shop: the greeting, the mail's own lines and the sender's
 * signature, as plain text and as HTML. The HTML is a mail-client-safe frame (a 600 px table,
 * inline styles only, no remote images, no scripts; pictures come as inline parts, cid:) under the
 * shop's word mark.
 */
export function mailBodies(content: MailContent): { text: string; html: string } {
  const signature = signatureLines(content.sender);
  const hello = greeting(content.locale, content.addressee);
  return {
    text: [hello, '', ...content.text, '', '--', ...signature].join('\n'),
    html: `<!doctype html>
<html lang="${escapeHtml(content.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.title)}</title></head>
<body style="margin: 0; padding: 0; background: ${BRAND.paper};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: ${BRAND.paper};"><tr><td align="center" style="padding: 24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width: 100%; max-width: 600px; background: #fff; border: 1px solid ${BRAND.line}; border-radius: 6px; font-family: Helvetica, Arial, sans-serif; font-size: 15px; line-height: 1.5; color: ${BRAND.ink};">
${brandHeader(brandName(content.sender))}
<tr><td style="padding: 8px 28px 20px;">
<p>${escapeHtml(hello)}</p>
${content.html.join('\n')}
</td></tr>
<tr><td style="padding: 14px 28px 20px; border-top: 1px solid ${BRAND.line}; color: ${BRAND.muted}; font-size: 13px;">${signature.map(escapeHtml).join('<br>')}</td></tr>
</table>
</td></tr></table>
</body>
</html>`,
  };
}

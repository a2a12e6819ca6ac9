import type { Locale } from '../../../shared/i18n/locales';
import { type EditableMail, fillMailText, mailTextIds } from '../../../shared/i18n/mail-texts';
import { serverIntl } from '../../i18n/server-intl';
import { escapeHtml } from '../html';

/** A mail's subject and body in one language as staff worded them (features/mail-texts). */
export interface StaffMailText {
  subject: string;
  body: string;
}

/**
 * The subject and the body's paragraphs of an editable mail: staff's text where they wrote one for
 * the language, else the code's; the body's paragraphs are separated by empty lines.
 */
export function mailWords(locale: Locale, mail: EditableMail, staffText: StaffMailText | null | undefined, values: Record<string, string | number>) {
  const intl = serverIntl(locale);
  const ids = mailTextIds(mail);
  const subject = staffText ? fillMailText(staffText.subject, values) : intl.formatMessage({ id: ids.subject }, values);
  const body = staffText ? fillMailText(staffText.body, values) : intl.formatMessage({ id: ids.body }, values);
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return {
    subject,
    text: paragraphs.flatMap((paragraph, i) => (i === 0 ? [paragraph] : ['', paragraph])),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`),
  };
}

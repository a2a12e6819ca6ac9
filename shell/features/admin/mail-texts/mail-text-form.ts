import type { AdminMailText, MailTextsByLanguage } from '../../../../shared/api/admin-mail-texts';
import { type Locale, locales } from '../../../../shared/i18n/locales';
import { type EditableMail, MAIL_TEXT_PARTS, mailTextIssue, mailTextIssueText } from '../../../../shared/i18n/mail-texts';
import type { TextFormatter } from '../../../../shared/i18n/check-error-text';
import type { PathErrors } from '../kit/editor/field-path';

/* A mail's texts as the editor holds them: subject and body per language, both empty where the shop's text applies. */

export type MailTextDocument = { texts: Record<Locale, { subject: string; body: string }> };

export const documentOf = (saved: AdminMailText): MailTextDocument => ({
  texts: Object.fromEntries(locales.map((language) => [language, saved.texts[language] ?? { subject: '', body: '' }])) as MailTextDocument['texts'],
});

/** The texts to save: a language left empty is left out (the shop's text applies). */
export function textsOf(document: MailTextDocument): MailTextsByLanguage {
  const texts: MailTextsByLanguage = {};
  for (const language of locales) {
    const { subject, body } = document.texts[language];
    if (subject.trim() !== '' || body.trim() !== '') texts[language] = { subject, body };
  }
  return texts;
}

/** The checks the server saves with, per field path (texts.fr.body), in the staff member's words. */
export function mailTextIssues(intl: TextFormatter, mail: EditableMail, document: MailTextDocument): PathErrors {
  const errors: PathErrors = {};
  for (const language of locales) {
    const pair = document.texts[language];
    const empty = MAIL_TEXT_PARTS.filter((part) => pair[part].trim() === '');
    if (empty.length === 1) errors[`texts.${language}.${empty[0]}`] = [intl.formatMessage({ id: 'admin.mailTexts.error.pair' })];
    for (const part of MAIL_TEXT_PARTS) {
      const issue = pair[part].trim() === '' ? null : mailTextIssue(mail, pair[part]);
      if (issue) errors[`texts.${language}.${part}`] = [mailTextIssueText(intl, mail, issue)];
    }
  }
  return errors;
}

import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { TextFormatter } from './check-error-text';

/*
 * The mails whose subject and body staff may word themselves (per language; a language left empty
 * keeps the code's text from shared/i18n/messages), each with the variables its texts may use.
 * A staff text is plain text with {variable} placeholders: nothing else of ICU (plurals, selects),
 * so that what the preview shows is what the customer gets.
 */

export const EDITABLE_MAILS = ['status.paid', 'status.in_production', 'status.shipped', 'status.cancelled', 'reminder.first', 'reminder.second'] as const;
export type EditableMail = (typeof EDITABLE_MAILS)[number];

export const MAIL_VARIABLES: Record<EditableMail, readonly string[]> = {
  'status.paid': ['number'],
  'status.in_production': ['number'],
  'status.shipped': ['number'],
  'status.cancelled': ['number'],
  'reminder.first': ['number', 'amount', 'payBy'],
  'reminder.second': ['number', 'amount', 'fee', 'payBy'],
};

export const MAIL_TEXT_PARTS = ['subject', 'body'] as const;
export type MailTextPart = (typeof MAIL_TEXT_PARTS)[number];

/** The code's message ids of a mail's texts (its defaults). */
export const mailTextIds = (mail: EditableMail) => ({ subject: `mail.${mail}.subject`, body: `mail.${mail}.body` }) as const;

/** What is wrong with a staff text: not readable as text with {variable}s, or naming a variable the mail has not. */
export type MailTextIssue = { kind: 'syntax' } | { kind: 'variable'; name: string };

type Piece = { text: string } | { variable: string };

function pieces(text: string): Piece[] | null {
  try {
    return parse(text).map((element) => {
      if (element.type === TYPE.literal) return { text: element.value };
      if (element.type === TYPE.argument) return { variable: element.value };
      throw new Error('not plain text with variables');
    });
  } catch {
    return null;
  }
}

/** Whether a staff text may be saved for a mail: null, or the first thing wrong with it. */
export function mailTextIssue(mail: EditableMail, text: string): MailTextIssue | null {
  const parsed = pieces(text);
  if (parsed === null) return { kind: 'syntax' };
  const unknown = parsed.find((piece) => 'variable' in piece && !MAIL_VARIABLES[mail].includes(piece.variable));
  return unknown && 'variable' in unknown ? { kind: 'variable', name: unknown.variable } : null;
}

/** A checked staff text with its variables filled in. */
export function fillMailText(text: string, values: Readonly<Record<string, string | number>>): string {
  return (pieces(text) ?? [{ text }]).map((piece) => ('text' in piece ? piece.text : String(values[piece.variable] ?? ''))).join('');
}

/** A staff text's issue in the staff member's words (the editor's and the server's 422). */
export function mailTextIssueText(intl: TextFormatter, mail: EditableMail, issue: MailTextIssue): string {
  if (issue.kind === 'syntax') return intl.formatMessage({ id: 'admin.mailTexts.error.syntax' }, { example: '{number}' });
  return intl.formatMessage(
    { id: 'admin.mailTexts.error.variable' },
    { name: issue.name, allowed: MAIL_VARIABLES[mail].map((name) => `{${name}}`).join(', ') },
  );
}

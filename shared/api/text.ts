import { z } from 'zod/mini';
import type { MessageKey } from '../i18n/messages';

/*
 * The string types of every free-text request field. PostgreSQL refuses NUL (0x00) in text, so a
 * NUL that reached the database answered 500; other control characters (bell, escape, backspace,
 * C1 controls) are no one's name or address either and can garble mails, PDFs and logs. Both text
 * types refuse them before anything is stored, with one message key in the four languages;
 * the server names the field (400 validation_failed).
 */

/** The message of a text with a control character (shared/i18n/messages/selfcare.ts). */
export const CONTROL_CHARACTER = 'validation.controlCharacter' as const satisfies MessageKey;

/** C0 controls (U+0000-U+001F, tab and line breaks included), DEL and the C1 controls (U+007F-U+009F). */
// oxlint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same without tab, line feed and carriage return, which a multi-line text (a comment) may hold. */
// oxlint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when `value` holds a character the text type refuses. */
export function hasControlCharacter(value: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_BUT_TAB_AND_NEWLINE : ANY_CONTROL).test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * One line of text: a name, an address line, a code, a path. Add trim/min/max/regex checks after it as
 * with z.string() (`.check(...)`); the control check comes first and stops the other checks, so a field with a NUL
 * gets one message that says what is wrong.
 */
export function singleLineText(params?: StringParams) {
  return z.string(params).check(z.refine((value) => !hasControlCharacter(value), { error: CONTROL_CHARACTER, abort: true }));
}

/** Text that may span lines (a comment): tab, line feed and carriage return are allowed. */
export function multiLineText(params?: StringParams) {
  return z.string(params).check(z.refine((value) => !hasControlCharacter(value, true), { error: CONTROL_CHARACTER, abort: true }));
}

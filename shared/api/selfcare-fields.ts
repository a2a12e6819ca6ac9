import { z } from 'zod/mini';
import type { MessageKey } from '../i18n/messages';
import { CONTROL_CHARACTER, singleLineText } from './text';
import { ROW_ID_MAX } from './id-params';

/*
 * The field rules of the account forms (spec section 5), shared by the server and the shell.
 * Every rule fails with a stable message KEY of shared/i18n/messages/selfcare.ts, never a text:
 * the server answers it in the request's language and the shell maps the same key.
 */
export const V = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  controlCharacter: CONTROL_CHARACTER,
  tooLong: 'validation.tooLong',
  type: 'validation.type',
  companyRequired: 'validation.companyRequired',
  sex: 'validation.sex',
  zip: 'validation.zip',
  email: 'validation.email',
  birthdate: 'validation.birthdate',
  newsletter: 'validation.newsletter',
  languageId: 'validation.languageId',
  knownFrom: 'validation.knownFrom',
  referrer: 'validation.referrer',
  username: 'validation.username',
  usernameTaken: 'validation.usernameTaken',
  emailTaken: 'validation.emailTaken',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  passwordTooCommon: 'validation.passwordTooCommon',
  passwordTooGuessable: 'validation.passwordTooGuessable',
  passwordConfirm: 'validation.passwordConfirm',
} as const satisfies Record<string, MessageKey>;
export type ValidationKey = (typeof V)[keyof typeof V];

/**
 * At least 10 characters (NIST SP 800-63B asks 8 at the very least; 10 leaves room for a few words).
 * Length is the rule the form can check itself; how guessable a password is, the server judges
 * (server/auth/password-strength.ts), since its dictionaries are too large to ship.
 */
export const PASSWORD_MIN = 10;
/** Long passphrases are welcome; the cap only bounds the hashing work one request can cause. */
export const PASSWORD_MAX = 1024;

const missing = (input: unknown) => input === undefined || input === null;
/** A wrong type says "invalid", a missing value "required". */
const typeError = (key: ValidationKey) => (issue: { input?: unknown }) => (missing(issue.input) ? V.required : key);
/** An empty string says "required", any other bad value the rule's own key. */
const emptyOr = (key: ValidationKey) => (issue: { input?: unknown }) => (issue.input === '' ? V.required : key);

const text = (max: number) => singleLineText({ error: typeError(V.invalid) }).check(z.trim(), z.maxLength(max, { error: V.tooLong }));
export const requiredText = (max: number) => text(max).check(z.minLength(1, { error: V.required }));
/** Optional: absent, null or '' (an empty form field); the server stores null. */
export const optionalText = (max: number) => z.nullish(text(max));

/** DD.MM.YYYY with day 1-31, month 1-12, year 1900-2099, and a date that exists (no 31.02.). */
export function isValidBirthdate(value: string): boolean {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1900 || year > 2099) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1;
}

export const birthdateField = z.nullish(
  singleLineText({ error: typeError(V.birthdate) }).check(
    z.trim(),
    z.refine((v) => v === '' || isValidBirthdate(v), { error: V.birthdate }),
  ),
);

export const addressTypeField = z.enum(['private', 'company'], { error: typeError(V.type) });
export const sexField = z.enum(['f', 'm'], { error: typeError(V.sex) });
export const zipcodeField = singleLineText({ error: typeError(V.zip) }).check(z.trim(), z.regex(/^\d{4}$/, { error: emptyOr(V.zip) }));
export const emailField = singleLineText({ error: typeError(V.email) }).check(
  z.trim(),
  z.maxLength(254, { error: V.tooLong }),
  z.regex(z.regexes.email, { error: emptyOr(V.email) }),
);
export const idField = (key: ValidationKey) =>
  z.number({ error: typeError(key) }).check(z.int({ error: key }), z.positive({ error: key }), z.lte(ROW_ID_MAX, { error: key }));
export const newsletterField = z.union([z.literal(1), z.literal(0)], { error: V.newsletter });
export const usernameField = singleLineText({ error: typeError(V.username) }).check(z.trim(), z.regex(/^\S{3,100}$/, { error: emptyOr(V.username) }));
/**
 * Checked exactly as typed: never trimmed or normalised. No `abort`: in zod an aborted field check
 * keeps the object's cross-field rules (company required) from running, and the form must list them all.
 */
export const passwordField = z.string({ error: typeError(V.invalid) }).check(
  z.refine((v) => v.length >= PASSWORD_MIN, { error: emptyOr(V.passwordTooShort) }),
  z.refine((v) => v.length <= PASSWORD_MAX, { error: V.passwordTooLong }),
);
/** A password typed to prove who one is (login, or the current one before a change): judged only by its length. */
export const typedPasswordField = z
  .string({ error: V.required })
  .check(z.minLength(1, { error: V.required }), z.maxLength(PASSWORD_MAX, { error: V.passwordTooLong }));
/** Runs a cross-field rule even when other fields failed, so the form shows every problem at once. */
export const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const referrerField = z.nullish(
  singleLineText({ error: typeError(V.referrer) }).check(
    z.trim(),
    z.maxLength(2000, { error: V.referrer }),
    z.refine((v) => v === '' || isHttpUrl(v), { error: V.referrer }),
  ),
);

/**
 * The origin (scheme://host[:port], lower case, default port dropped) of an http(s) URL, or null.
 * By hand, since shared/ runs without the DOM or Node's URL.
 */
export function originOf(value: string): string | null {
  const match = /^(https?):\/\/([^/?#@\s]+)(?:[/?#]\S*)?$/i.exec(value);
  if (!match) return null;
  const scheme = (match[1] as string).toLowerCase();
  const host = (match[2] as string).toLowerCase().replace(scheme === 'https' ? /:443$/ : /:80$/, '');
  return `${scheme}://${host}`;
}

function isHttpUrl(value: string): boolean {
  return originOf(value) !== null;
}

/** registerReferrer is only sent for an external site: a referrer of the shop's own origin is refused. */
export function isExternalReferrer(referrer: string, shopOrigin: string): boolean {
  const origin = originOf(referrer);
  return origin !== null && origin !== originOf(shopOrigin);
}

/**
 * knownFrom must be one of the offered options; knownFromDetail only means something when that
 * option asks a follow-up question (otherwise it is dropped, since the form hides the field).
 */
export function checkKnownFrom(
  knownFrom: number | null | undefined,
  knownFromDetail: string | null | undefined,
  options: readonly { id: number; question: unknown }[],
): { error: ValidationKey | null; detail: string | null } {
  if (knownFrom === null || knownFrom === undefined) return { error: null, detail: null };
  const option = options.find((o) => o.id === knownFrom);
  if (!option) return { error: V.knownFrom, detail: null };
  const detail = option.question ? knownFromDetail?.trim() || null : null;
  return { error: null, detail };
}

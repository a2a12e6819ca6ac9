import type { Locale } from '../../shared/i18n/locales';
import type { MessageKey } from '../../shared/i18n/messages';
import { text } from '../i18n/server-intl';
import { HttpError } from './http-error';

/** 400 validation_failed with per-field messages, given as catalogue keys, in the request's language. */
export function fieldError(locale: Locale, fields: Record<string, MessageKey[]>): HttpError {
  const localized = Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map((key) => text(locale, key))]));
  return new HttpError('validation_failed', undefined, localized);
}

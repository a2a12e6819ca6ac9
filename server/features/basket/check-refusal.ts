import type { CheckError } from '../../../shared/domain';
import { checkErrorText } from '../../../shared/i18n/check-error-text';
import type { Locale } from '../../../shared/i18n/locales';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';

export const isQuantityError = (error: CheckError): boolean => error.code === 'invalid quantity' || error.code.startsWith('quantity');

/** 422 with each check error's text under its field; `fieldOf` names the field as the calling form shows it. */
export function checkRefusal(locale: Locale, errors: readonly CheckError[], fieldOf: (error: CheckError) => string): HttpError {
  const intl = serverIntl(locale);
  const fields: Record<string, string[]> = {};
  for (const error of errors) (fields[fieldOf(error)] ??= []).push(checkErrorText(intl, error));
  return new HttpError('unprocessable', undefined, fields);
}

import type { ErrorCode } from '../../shared/api/error';
import type { Locale } from '../../shared/i18n/locales';
import { serverIntl } from '../i18n/server-intl';
import type { NotFoundSubject } from './http-error';

/*
 * The API's own texts, worded from the catalogues (shared/i18n/messages/server-errors.ts). The
 * catalogue ids are camel case (api.error.notFound) because the codes are the API's snake case contract.
 */

const errorIds = {
  bad_request: 'api.error.badRequest',
  validation_failed: 'api.error.validationFailed',
  unauthorized: 'api.error.unauthorized',
  forbidden: 'api.error.forbidden',
  login_challenge: 'api.error.loginChallenge',
  not_found: 'api.error.notFound',
  method_not_allowed: 'api.error.methodNotAllowed',
  request_timeout: 'api.error.requestTimeout',
  conflict: 'api.error.conflict',
  gone: 'api.error.gone',
  payload_too_large: 'api.error.payloadTooLarge',
  uri_too_long: 'api.error.uriTooLong',
  unsupported_media_type: 'api.error.unsupportedMediaType',
  unprocessable: 'api.error.unprocessable',
  rate_limited: 'api.error.rateLimited',
  header_too_large: 'api.error.headerTooLarge',
  internal: 'api.error.internal',
  service_unavailable: 'api.error.serviceUnavailable',
} as const satisfies Record<ErrorCode, string>;

/** The message of a 404 that names what is missing. */
export function notFoundMessage(subject: NotFoundSubject, locale: Locale): string {
  return serverIntl(locale).formatMessage({ id: `api.notFound.${subject}` });
}

/** The message of an error code in the request's language. */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return serverIntl(locale).formatMessage({ id: errorIds[code] });
}

/**
 * service_unavailable when the disk is full: saving fails while reading still works, so the visitor
 * learns that what they just did was not saved. It names no cause (the disk is the shop's affair).
 */
export function diskFullMessage(locale: Locale): string {
  return serverIntl(locale).formatMessage({ id: 'api.error.diskFull' });
}

/** Kinds of field problems of validation errors that no shared schema words itself. */
export type FieldProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong' | 'tooSmall' | 'tooBig' | 'unknownField';

export function fieldMessage(problem: FieldProblem, locale: Locale): string {
  return serverIntl(locale).formatMessage({ id: `api.field.${problem}` });
}

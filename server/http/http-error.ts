import type { ErrorCode } from '../../shared/api/error';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  /** A login held back while strangers guess at the account: if the password was right, a login link went to the account's mailbox. */
  login_challenge: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  header_too_large: 431,
  internal: 500,
  service_unavailable: 503,
};

/** What a 404 names (api.notFound.* in shared/i18n/messages/server-errors.ts), so a client learns what is missing. */
export type NotFoundSubject =
  | 'product'
  | 'productVersion'
  | 'designTemplate'
  | 'image'
  | 'order'
  | 'invoice'
  | 'page'
  | 'address'
  | 'contact'
  | 'customer'
  | 'basket'
  | 'basketItem'
  | 'voucher'
  | 'printFile'
  | 'draft'
  | 'backup'
  | 'payment'
  | 'staff'
  | 'mail'
  | 'customer'
  | 'note'
  | 'partner';

/** An expected failure a handler throws; the error handler answers it in the one error shape. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    /** Overrides the localized default message (already in the request's language). */
    message?: string,
    readonly fields?: Record<string, string[]>,
    /** retryAfterSeconds: sent as Retry-After (429, 503), when trying again can succeed; subject: what a 404 did not find. */
    readonly options?: { retryAfterSeconds?: number; subject?: NotFoundSubject },
  ) {
    super(message ?? code);
    this.statusCode = statusOf[code];
    this.name = 'HttpError';
    this.hasMessage = message !== undefined;
  }
  readonly hasMessage: boolean;
}

export function statusOfCode(code: ErrorCode): number {
  return statusOf[code];
}

export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(statusOf) as [ErrorCode, number][]).find(([code, s]) => s === status && code !== 'validation_failed');
  if (found) return found[0];
  return status >= 500 ? 'internal' : 'bad_request';
}

/** 404 naming what was not found, in the request's language. */
export const notFound = (subject: NotFoundSubject) => new HttpError('not_found', undefined, undefined, { subject });

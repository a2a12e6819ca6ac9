import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../shared/i18n/locales';
import type { MessageKey } from '../../../shared/i18n/messages';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';

/** What a self-care service needs of the request: no Fastify objects, so services stay testable. */
export interface ServiceContext {
  db: Db;
  /** The request's moment, read once from the app's (injectable) clock. */
  now: Date;
  log: FastifyBaseLogger;
  ip: string;
  locale: Locale;
  /** Multiplies the per-IP limits (RATE_LIMIT_IP_FACTOR): a test run's many visitors share 127.0.0.1. */
  ipLimitFactor?: number;
}

export function text(locale: Locale, key: MessageKey): string {
  return serverIntl(locale).formatMessage({ id: key });
}

/** 400 validation_failed with per-field messages, given as catalogue keys, in the request's language. */
export function fieldError(locale: Locale, fields: Record<string, MessageKey[]>): HttpError {
  const localized = Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map((key) => text(locale, key))]));
  return new HttpError('validation_failed', undefined, localized);
}

/** The unique constraint a failed insert or update violated (PostgreSQL 23505), or null. */
export function violatedConstraint(error: unknown): string | null {
  for (let e: unknown = error; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

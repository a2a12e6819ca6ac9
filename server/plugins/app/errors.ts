import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../../shared/api/error';
import type { Locale } from '../../../shared/i18n/locales';
import { catalogues } from '../../../shared/i18n/messages';
import { diskFullMessage, errorMessages, fieldMessages } from '../../http/error-messages';
import { HttpError, codeForStatus } from '../../http/http-error';
import { isDatabaseUnavailable, isDiskFull } from '../../db/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shell's index.html, which renders the error page for unknown paths (null when not served). */
    shellHtml: string | null;
  }
}

type Issue = { code: string; path?: PropertyKey[]; message: string; origin?: string; keys?: string[] };

function fieldMessage(issue: Issue, locale: Locale): string {
  // Shared schemas may fail with a message key of the catalogues (e.g. 'validation.zip'): answer its text.
  if (Object.hasOwn(catalogues[locale], issue.message)) return catalogues[locale][issue.message as keyof (typeof catalogues)[Locale]];
  switch (issue.code) {
    case 'invalid_type':
      return (/received undefined/.test(issue.message) ? fieldMessages.required : fieldMessages.invalid)[locale];
    case 'too_small':
      return (issue.origin === 'string' || issue.origin === 'array' ? fieldMessages.tooShort : fieldMessages.tooSmall)[locale];
    case 'too_big':
      return (issue.origin === 'string' || issue.origin === 'array' ? fieldMessages.tooLong : fieldMessages.tooBig)[locale];
    case 'unrecognized_keys':
      return fieldMessages.unknownField[locale];
    default:
      return fieldMessages.invalid[locale];
  }
}

function fieldsOf(issues: Issue[], context: string | undefined, locale: Locale): Record<string, string[]> {
  // Field names come from the request ('?toString=1' is an unknown field): no prototype to collide with.
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) {
    const keys = issue.code === 'unrecognized_keys' && issue.keys ? issue.keys.map((k) => [...(issue.path ?? []), k]) : [issue.path ?? []];
    for (const path of keys) {
      const name = path.length ? path.map(String).join('.') : (context ?? 'request');
      (fields[name] ??= []).push(fieldMessage(issue, locale));
    }
  }
  return fields;
}

const CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * The visitor went away mid-request (a closed tab, a cancelled upload): reading the body fails
 * with ECONNRESET 'aborted', or the reply cannot be written. Its error looks like a dropped
 * database connection (same codes), but nothing is wrong with the shop. Only connection errors
 * count, so a real bug of a request whose client also left is still logged as one.
 */
function clientClosed(request: FastifyRequest, error: FastifyError): boolean {
  const gone = request.raw.readableAborted || request.raw.socket?.destroyed === true;
  return gone && (CONNECTION_CODES.has(String(error.code)) || error.message === 'aborted' || isDatabaseUnavailable(error));
}

export function errorBody(code: ErrorCode, locale: Locale, message?: string, fields?: Record<string, string[]>): ApiErrorBody {
  return { error: { code, message: message ?? errorMessages[code][locale], ...(fields ? { fields } : {}) } };
}

/**
 * Every failure leaves in the one error shape, in the request's language. 5xx details are logged,
 * never sent. Fastify's own errors (bad JSON, wrong content type, too large) become 4xx.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const locale = request.locale;
      if (error instanceof HttpError) {
        if (error.options?.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.options.retryAfterSeconds));
        return reply.status(error.statusCode).send(errorBody(error.code, locale, error.hasMessage ? error.message : undefined, error.fields));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map(
          (v): Issue => ({ ...(v.params as object), code: v.keyword, path: v.instancePath.split('/').filter(Boolean), message: v.message ?? '' }),
        );
        return reply.status(400).send(errorBody('validation_failed', locale, undefined, fieldsOf(issues, error.validationContext, locale)));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
        return reply.status(500).send(errorBody('internal', locale));
      }
      if (clientClosed(request, error)) {
        request.log.info({ code: error.code }, 'client closed the connection');
        // Nobody reads this answer; sending it lets Fastify finish the request as usual.
        return reply.status(400).send(errorBody('bad_request', locale));
      }
      if (isDiskFull(error)) {
        // Freeing space takes someone a while: a later Retry-After, and a message that says what failed.
        request.log.error({ err: error }, 'disk full: the write was refused');
        return reply.status(503).header('retry-after', '60').send(errorBody('service_unavailable', locale, diskFullMessage[locale]));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send(errorBody('service_unavailable', locale));
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status === 503 && error.code === 'FST_UNDER_PRESSURE') {
        // Shedding load: one line, no stack (logging must not add work exactly now).
        request.log.warn('shedding load: 503');
        return reply.status(503).send(errorBody('service_unavailable', locale));
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status === 503 ? 503 : 500).send(errorBody(status === 503 ? 'service_unavailable' : 'internal', locale));
      }
      request.log.info({ code: error.code, status }, error.message);
      return reply.status(status).send(errorBody(codeForStatus(status), locale));
    });

    app.decorate('shellHtml', null);
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = !request.url.startsWith('/api/') && request.method === 'GET' && app.shellHtml !== null;
      if (wantsPage) return reply.status(404).type('text/html; charset=utf-8').send(app.shellHtml);
      return reply.status(404).send(errorBody('not_found', request.locale));
    });
  },
  { name: 'errors', dependencies: ['locale'] },
);

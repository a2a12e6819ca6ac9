import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../../shared/api/error';
import { type Locale, localeFromAcceptLanguage } from '../../../shared/i18n/locales';
import { serverCatalogues } from '../../../shared/i18n/messages/server-catalogues';
import { hasMessage } from '../../../shared/i18n/messages/has-message';
import { diskFullMessage, errorMessage, fieldMessage as problemText, notFoundMessage } from '../../http/error-messages';
import { serverIntl } from '../../i18n/server-intl';
import { HttpError, codeForStatus, statusOfCode } from '../../http/http-error';
import { isDatabaseUnavailable, isDiskFull } from '../../db/unavailable';
import { REQUEST_ID_HEADER } from '../../http/logging';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shell's index.html, which renders the error page for unknown paths (null when not served). */
    shellHtml: string | null;
  }
}

/**
 * Every 429 says when to try again: a limit that knows its window passes retryAfterSeconds; any
 * other 429 (a limit that forgot, a plugin's own) gets this.
 */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

type Issue = { code: string; path?: PropertyKey[]; message: string; origin?: string; keys?: string[] };

/** The part of the request a validation error is about, as the client sent it. */
function sentPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/** What the client sent at `path` of `part`; undefined when it sent nothing there. */
function sentAt(part: unknown, path: readonly PropertyKey[]): unknown {
  let value = part;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A field's text. A missing field is told from a wrong one by what was sent, not by zod's English
 * message: the shared schemas are zod/mini, which loads no locale (its messages say only "Invalid input").
 */
function fieldMessage(issue: Issue, locale: Locale, sent: unknown): string {
  // Shared schemas may fail with a message key of the catalogues (e.g. 'validation.zip'): answer its text.
  if (hasMessage(serverCatalogues[locale], issue.message)) return serverIntl(locale).formatMessage({ id: issue.message });
  switch (issue.code) {
    case 'invalid_type':
      return problemText(sentAt(sent, issue.path ?? []) === undefined ? 'required' : 'invalid', locale);
    case 'too_small':
      return problemText(issue.origin === 'string' || issue.origin === 'array' ? 'tooShort' : 'tooSmall', locale);
    case 'too_big':
      return problemText(issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'tooBig', locale);
    case 'unrecognized_keys':
      return problemText('unknownField', locale);
    default:
      return problemText('invalid', locale);
  }
}

function fieldsOf(issues: Issue[], context: string | undefined, locale: Locale, sent: unknown): Record<string, string[]> {
  // Field names come from the request ('?toString=1' is an unknown field): no prototype to collide with.
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) {
    const keys = issue.code === 'unrecognized_keys' && issue.keys ? issue.keys.map((k) => [...(issue.path ?? []), k]) : [issue.path ?? []];
    for (const path of keys) {
      const name = path.length ? path.map(String).join('.') : (context ?? 'request');
      (fields[name] ??= []).push(fieldMessage(issue, locale, sent));
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

function errorBody(code: ErrorCode, locale: Locale, message?: string, fields?: Record<string, string[]>): ApiErrorBody {
  return { error: { code, message: message ?? errorMessage(code, locale), ...(fields ? { fields } : {}) } };
}

/**
 * Fastify's router refuses some requests before any hook runs (a path parameter over
 * maxParamLength: 414; a URL it cannot decode: 400) and would answer in its own shape, echoing the
 * URL. These answer in the one error shape instead, in the request's language, naming no URL.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const code =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : error.code === 'FST_ERR_BAD_URL' ? 'bad_request' : codeForStatus(error.statusCode ?? 500);
  request.log.info({ code: error.code }, `refused by the router with ${statusOfCode(code)}`);
  void reply.header(REQUEST_ID_HEADER, request.id).status(statusOfCode(code)).send(errorBody(code, locale));
}

/**
 * Node refuses a request it cannot parse before Fastify sees it: headers (or the URL) over its
 * limit (431), a request that did not arrive in time (408), malformed HTTP (400). Fastify would
 * answer in its own shape; this answers in the one error shape. The headers were not parsed, so
 * the language is read from the raw bytes when they got that far.
 */
type ClientError = Parameters<NonNullable<FastifyServerOptions['clientErrorHandler']>>[0];

export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'header_too_large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'request_timeout' : 'bad_request';
  const status = statusOfCode(code);
  const raw: unknown = error.rawPacket;
  const language = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(Buffer.isBuffer(raw) ? raw.toString('latin1') : '')?.[1];
  const body = JSON.stringify(errorBody(code, localeFromAcceptLanguage(language)));
  const id = randomUUID();
  this.log.info({ reqId: id, code: error.code }, `refused by the HTTP parser with ${status}`);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${id}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every failure leaves in the one error shape, in the request's language. 5xx details are logged,
 * never sent. Fastify's own errors (bad JSON, wrong content type, too large) become 4xx.
 */
/** 405 with Allow when the API path has routes, none of them for the request's method; false otherwise. */
function refuseMethod(request: FastifyRequest, reply: FastifyReply, allowed: string[]): boolean {
  if (allowed.length === 0 || allowed.includes(request.method)) return false;
  void reply.status(405).header('allow', allowed.join(', ')).send(errorBody('method_not_allowed', request.locale));
  return true;
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const locale = request.locale;
      if (error instanceof HttpError) {
        const retryAfter = error.options?.retryAfterSeconds ?? (error.statusCode === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
        if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
        const subject = error.options?.subject;
        const message = error.hasMessage ? error.message : subject ? notFoundMessage(subject, locale) : undefined;
        return reply.status(error.statusCode).send(errorBody(error.code, locale, message, error.fields));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v): Issue => ({
          ...(v.params as object),
          code: v.keyword,
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? '',
        }));
        return reply
          .status(400)
          .send(
            errorBody('validation_failed', locale, undefined, fieldsOf(issues, error.validationContext, locale, sentPart(request, error.validationContext))),
          );
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
        return reply
          .status(503)
          .header('retry-after', '60')
          .send(errorBody('service_unavailable', locale, diskFullMessage(locale)));
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
      // The code, not the message: a JSON parser's message quotes the body it choked on (a password, an address).
      request.log.info({ code: error.code, status }, `refused with ${status}`);
      if (status === 429) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
      // A status without a code of its own (e.g. 406) becomes 400, so every answer is a documented one.
      const code = codeForStatus(status);
      return reply.status(statusOfCode(code)).send(errorBody(code, locale));
    });

    // The methods of every API route, to tell a wrong method (405 with Allow) from an unknown path (404).
    const apiRoutes: { method: string; path: RegExp }[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const pattern = route.url
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[A-Za-z_]+/g, '[^/]+')
        .replace(/\*/g, '.*');
      for (const method of [route.method].flat()) apiRoutes.push({ method, path: new RegExp(`^${pattern}$`) });
    });
    const allowedMethods = (url: string): string[] => {
      const path = url.split('?', 1)[0] ?? '';
      return [...new Set(apiRoutes.filter((r) => r.path.test(path)).map((r) => r.method))].toSorted();
    };

    // A method no route has, answered as the request arrives: before Fastify reads a body, which for
    // some methods it refuses on its own terms (QUERY without a Content-Type: 400). Only requests the
    // router found no route for (is404) pay for the lookup.
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 && request.url.startsWith('/api/')) refuseMethod(request, reply, allowedMethods(request.url));
    });

    app.decorate('shellHtml', null);
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api/');
      const wantsPage = !isApi && request.method === 'GET' && app.shellHtml !== null;
      if (wantsPage) return reply.status(404).type('text/html; charset=utf-8').send(app.shellHtml);
      const allowed = isApi ? allowedMethods(request.url) : [];
      // The path fits a route of this very method, yet the router did not take it: a path
      // parameter over maxParamLength (the shell's '/:lang/*' caught it instead of onMaxParamLength).
      if (allowed.includes(request.method)) return reply.status(414).send(errorBody('uri_too_long', request.locale));
      // GET and HEAD of an API path reach here from the shell's '/:lang/*', which hands '/api/…' on.
      if (refuseMethod(request, reply, allowed)) return reply;
      return reply.status(404).send(errorBody('not_found', request.locale));
    });
  },
  { name: 'errors', dependencies: ['locale'] },
);

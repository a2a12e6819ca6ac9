import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/*
 * What the shop's logs may hold. Logs travel further than the database (log shippers, support
 * tickets, a developer's terminal) and are kept by other rules, so they carry neither secrets
 * (access tokens, reset keys, handover codes, session tokens, image URL signatures) nor the
 * personal data of a failed query's parameters. A request id ties every line of one request
 * together and is sent back as X-Request-Id, so a visitor's report finds its lines.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is kept only when it cannot forge or break a log line: short, no spaces or quotes. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

const REDACTED = '[redacted]';

/**
 * Query parameters that are secrets: a guest's order access token (?access=, in the confirmation
 * link and the orders API), the partner widget's handover code (?handover=), and the like.
 */
const SECRET_QUERY_PARAMS = new Set(['access', 'handover', 'code', 'token', 'accesskey', 'key', 'sig', 'signature', 'password']);
/**
 * Secrets in paths: the reset key of /{lang}/customer/newpassword/{contactId}/{accessKey}; the key of a
 * login link, /{lang}/customer/loginlink/{key} and /admin/login/link/{key}; an image URL's signature.
 */
const SECRET_PATH_PARTS: [RegExp, string][] = [
  [/(\/customer\/newpassword\/[^/?#]*\/)[^/?#]+/i, `$1${REDACTED}`],
  [/(\/customer\/loginlink\/|^\/admin\/login\/link\/)[^/?#]+/i, `$1${REDACTED}`],
  [/^(\/images\/[^/.?#]+)\.[^/?#]+/, `$1.${REDACTED}`],
];

/** The URL as a log line may show it: secret query values and path parts replaced. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const [pattern, replacement] of SECRET_PATH_PARTS) path = path.replace(pattern, replacement);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent
      }
      return SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/*
 * A failed query's error carries its parameters: Drizzle's DrizzleQueryError in `params` and in
 * its message ('Failed query: <sql>\nparams: <values>'), PGlite's in `params`, and PostgreSQL's
 * `detail` names the values (Key (email)=(anna@example.ch) already exists). The SQL text, the
 * SQLSTATE code and the constraint stay: they say what failed, not whose data it was.
 */
// PostgreSQL's `where` may quote a bound value too (unnamed portal parameter $1 = '...').
const DROPPED_ERROR_FIELDS = new Set(['params', 'queryOptions', 'detail', 'where', 'parameters']);

function scrubMessage(message: string): string {
  return (
    message
      .replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`)
      // invalid input syntax for type integer: "<value>" (PostgreSQL quotes the refused value)
      .replace(/^(invalid input (?:syntax|value) for [^:]*): [\s\S]*$/, `$1: ${REDACTED}`)
  );
}

function scrubbedError(error: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    if (DROPPED_ERROR_FIELDS.has(key)) continue;
    copy[key] = Reflect.get(error, key) as unknown;
  }
  const message = scrubMessage(error.message);
  copy.message = message;
  if (typeof error.stack === 'string') copy.stack = message === error.message ? error.stack : error.stack.split(error.message).join(message);
  if (depth < 5 && error.cause instanceof Error) copy.cause = scrubbedError(error.cause, depth + 1);
  if (depth < 5 && error instanceof AggregateError)
    copy.errors = error.errors.map((inner: unknown) => (inner instanceof Error ? scrubbedError(inner, depth + 1) : inner));
  // Non-enumerable like a real Error's, so the serializer does not list them twice.
  for (const key of ['message', 'stack', 'cause']) {
    if (Object.hasOwn(copy, key)) Object.defineProperty(copy, key, { enumerable: false });
  }
  return copy;
}

/** What the database said about the failure, from the error or its causes (pino writes only their message and stack). */
function databaseFacts(error: Error): Record<string, string> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const e = current as Error & Record<string, unknown>;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const facts: Record<string, string> = { code: e.code };
      for (const key of ['severity', 'constraint', 'table', 'column', 'routine']) if (typeof e[key] === 'string') facts[key] = e[key];
      return facts;
    }
    current = e.cause;
  }
  return undefined;
}

export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return pino.stdSerializers.err(error as Error);
  // Pino's serialized error keeps any other property, so the database's facts go beside them.
  const serialized = pino.stdSerializers.err(scrubbedError(error));
  const facts = databaseFacts(error);
  if (facts && serialized.sqlState === undefined) serialized.sqlState = facts;
  return serialized;
}

function serializeRequest(request: FastifyRequest) {
  // Objects logged by hand under 'req' go as they are (the redaction of headers still applies).
  if (typeof request !== 'object' || request === null || !('raw' in request)) return request;
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Wherever a request's or reply's headers are logged, credentials are not. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-printshop-draft'];
const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`]),
  // Secrets a handler might log by name.
  ...['password', 'accessKey', 'accessToken', 'token'].flatMap((k) => [k, `*.${k}`]),
];

export interface LoggingOptions {
  level: string;
  /** Where the lines go (tests capture them); stdout by default. */
  stream?: DestinationStream | undefined;
}

/** The options of the app's pino logger: masked URLs, scrubbed errors, redacted credentials. */
export function loggerOptions({ level, stream }: LoggingOptions): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest as (req: unknown) => unknown,
      err: serializeError,
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * The id of a request: a proxy's X-Request-Id when the shop sits behind one (TRUST_PROXY) and the
 * id is sane, so the proxy's and the shop's lines share it; otherwise a new UUID. A client talking
 * to the shop directly cannot choose the id its lines are logged under.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const sent = req.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof sent === 'string' && SANE_REQUEST_ID.test(sent)) return sent;
    return randomUUID();
  };
}

import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Locale } from '../../../shared/i18n/locales';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { MAX_UPLOAD_BYTES, tooLarge, unsupportedFormat } from '../images/image-processing';
import { type ReceivedUpload, uploadTempFile } from '../images/receive-upload';
import { sniffFormat } from '../images/sniff-format';
import { addressClass } from './address-class';

/** What may be fetched: the partner's image hosts, and the test-only loopback allowance. */
export interface PrefillRules {
  /** Exact host names (or IP literals) the partner listed, in lower case. */
  hosts: readonly string[];
  /** PREFILL_LOOPBACK_HOSTS (never in production): these hosts may be fetched over http from a loopback address. */
  loopbackHosts: readonly string[];
  /** The whole fetch, every redirect and the body included. */
  timeoutMs: number;
}

/** Each redirect is checked as the first URL was; a chain longer than this is refused. */
export const MAX_REDIRECTS = 3;
/** Enough for every magic number sniffFormat reads. */
const HEAD_BYTES = 64;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type RefusalId =
  | 'prefill.refusal.notHttps'
  | 'prefill.refusal.host'
  | 'prefill.refusal.address'
  | 'prefill.refusal.redirects'
  | 'prefill.refusal.status'
  | 'prefill.refusal.unreachable'
  | 'prefill.refusal.timeout';

/** 422 naming what is wrong with the URL, also under fields.url. */
function refusal(locale: Locale, id: RefusalId, values: Record<string, string | number> = {}): HttpError {
  const text = serverIntl(locale).formatMessage({ id }, values);
  return new HttpError('unprocessable', text, { url: [text] });
}

interface Target {
  url: URL;
  host: string;
  /** The checked addresses the connection may go to (IPv4 first): the name is not resolved a second time. */
  addresses: LookupAddress[];
}

/** Answers the connection's lookup with the addresses already checked (both forms of Node's lookup callback). */
const pinned =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    const [first] = addresses as [LookupAddress];
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };

/** Rejects with the timeout's refusal once the deadline passed, whatever `work` is still doing (a DNS lookup takes no signal). */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal, timedOut: () => HttpError): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(timedOut());
    if (deadline.aborted) return abort();
    deadline.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', abort));
  });
}

/**
 * Every rule for one URL, the first and each redirect's: https (http only for a loopback-allowed
 * host), the host exactly one of the partner's, and every address it resolves to public (loopback
 * only for a loopback-allowed host). One private address among several refuses the name: a
 * resolver answering differently the next time must not matter, since the connection takes the
 * address checked here.
 */
async function checkedTarget(rules: PrefillRules, href: string, locale: Locale, deadline: AbortSignal, timedOut: () => HttpError): Promise<Target> {
  if (!URL.canParse(href)) throw refusal(locale, 'prefill.refusal.notHttps');
  const url = new URL(href);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const loopbackAllowed = rules.loopbackHosts.includes(host);
  if (url.protocol !== 'https:' && !(loopbackAllowed && url.protocol === 'http:')) throw refusal(locale, 'prefill.refusal.notHttps');
  if (!rules.hosts.includes(host)) throw refusal(locale, 'prefill.refusal.host', { host });
  // Credentials in a URL are the partner's business, not something our server sends on.
  url.username = '';
  url.password = '';
  const family = isIP(host);
  const addresses =
    family === 4 || family === 6
      ? [{ address: host, family }]
      : await beforeDeadline(lookup(host, { all: true, verbatim: true }), deadline, timedOut).catch((error: unknown) => {
          if (error instanceof HttpError) throw error;
          throw refusal(locale, 'prefill.refusal.unreachable', { host });
        });
  const allowed = (address: string) => {
    const kind = addressClass(address);
    return kind === 'public' || (kind === 'loopback' && loopbackAllowed);
  };
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) throw refusal(locale, 'prefill.refusal.address', { host });
  return { url, host, addresses: addresses.toSorted((a, b) => a.family - b.family) };
}

function get(target: Target, deadline: AbortSignal): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target.url,
      // No agent: a pooled connection could have been opened for an earlier address of the name.
      { agent: false, lookup: pinned(target.addresses), signal: deadline, headers: { accept: 'image/*', 'user-agent': 'Printshop-Prefill/1' } },
      resolve,
    );
    request.on('error', reject);
  });
}

/** The file name the image is listed under: the URL's last path segment. */
function nameOf(url: URL): string {
  const segment = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment).slice(0, 200) || 'image';
  } catch {
    return 'image';
  }
}

/**
 * Streams the body to a temp file: past the upload limit, or when its first bytes are not an image
 * format an upload may have, the stream is cut there and nothing more is read.
 */
async function saveBody(response: IncomingMessage, url: URL, locale: Locale): Promise<ReceivedUpload> {
  if (Number(response.headers['content-length']) > MAX_UPLOAD_BYTES) {
    response.destroy();
    throw tooLarge(locale);
  }
  let size = 0;
  let head = Buffer.alloc(0);
  const checkHead = () => (sniffFormat(head) ? null : unsupportedFormat(locale));
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) return done(tooLarge(locale));
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
        if (head.length === HEAD_BYTES) return done(checkHead(), chunk);
      }
      done(null, chunk);
    },
    flush(done) {
      done(head.length < HEAD_BYTES ? checkHead() : null);
    },
  });
  const file = uploadTempFile();
  try {
    await pipeline(response, limit, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { file, name: nameOf(url), size, head };
}

/**
 * Fetches a partner's image for a prefill, as an upload's bytes (features/images/upload-image.ts
 * then checks, stores and renders it as any upload). SSRF-safe: see checkedTarget; the connection
 * goes to the checked address (pinned, never resolved again); a redirect is followed only after its
 * target passed every rule again, at most MAX_REDIRECTS times; one deadline covers it all.
 */
export async function fetchRemoteImage(rules: PrefillRules, href: string, locale: Locale): Promise<ReceivedUpload> {
  const deadline = AbortSignal.timeout(rules.timeoutMs);
  let current = href;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const host = URL.canParse(current) ? new URL(current).hostname : '';
    const timedOut = () => refusal(locale, 'prefill.refusal.timeout', { host, seconds: Math.ceil(rules.timeoutMs / 1000) });
    const target = await checkedTarget(rules, current, locale, deadline, timedOut);
    try {
      const response = await get(target, deadline);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        current = new URL(location, target.url).href;
        continue;
      }
      if (response.statusCode !== 200) {
        response.destroy();
        throw refusal(locale, 'prefill.refusal.status', { host: target.host, status: response.statusCode ?? 0 });
      }
      return await saveBody(response, target.url, locale);
    } catch (error) {
      if (deadline.aborted) throw timedOut();
      if (error instanceof HttpError) throw error;
      throw refusal(locale, 'prefill.refusal.unreachable', { host: target.host });
    }
  }
  throw refusal(locale, 'prefill.refusal.redirects', { max: MAX_REDIRECTS });
}

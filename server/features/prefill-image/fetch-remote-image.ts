import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Locale } from '../../../shared/i18n/locales';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { pinnedRequest } from '../../safe-fetch/pinned-request';
import { hostOf, OutboundRefusal, type PublicTarget, publicTarget } from '../../safe-fetch/public-target';
import { MAX_UPLOAD_BYTES, tooLarge, unsupportedFormat } from '../images/image-processing';
import { type ReceivedUpload, uploadTempFile } from '../images/receive-upload';
import { sniffFormat } from '../images/sniff-format';

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

/** The shared checks' refusal (safe-fetch), worded for the partner's page; anything else as it is. */
function worded(error: unknown, rules: PrefillRules, locale: Locale): unknown {
  if (!(error instanceof OutboundRefusal)) return error;
  return refusal(locale, `prefill.refusal.${error.reason}`, { host: error.host, seconds: Math.ceil(rules.timeoutMs / 1000) });
}

const get = (target: PublicTarget, deadline: AbortSignal) =>
  pinnedRequest(target, { method: 'GET', signal: deadline, headers: { accept: 'image/*', 'user-agent': 'Printshop-Prefill/1' } });

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
 * then checks, stores and renders it as any upload). SSRF-safe (server/safe-fetch): the URL and each
 * redirect's target pass every rule before a connection, which goes to the checked address; at most
 * MAX_REDIRECTS redirects; one deadline covers it all.
 */
export async function fetchRemoteImage(rules: PrefillRules, href: string, locale: Locale): Promise<ReceivedUpload> {
  const deadline = AbortSignal.timeout(rules.timeoutMs);
  const outbound = { loopbackHosts: rules.loopbackHosts, hostAllowed: (host: string) => rules.hosts.includes(host) };
  let current = href;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const timedOut = () => worded(new OutboundRefusal('timeout', hostOf(current)), rules, locale);
    const target = await publicTarget(outbound, current, deadline).catch((error: unknown) => {
      throw worded(error, rules, locale);
    });
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

import type { LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PublicTarget } from './public-target';

/** Answers the connection's lookup with the addresses already checked (both forms of Node's lookup callback). */
const pinned =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    const [first] = addresses as [LookupAddress];
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };

/**
 * One request to a checked target (public-target.ts), connected to the address checked there: the
 * name is never resolved again. No redirect is followed here: a caller that follows one checks its
 * target first. Resolves with the answer's head; its body is the caller's to read or destroy.
 */
export function pinnedRequest(
  target: PublicTarget,
  options: { method: 'GET' | 'POST'; headers: IncomingHttpHeaders; body?: string; signal: AbortSignal },
): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      // No agent: a pooled connection could have been opened for an earlier address of the name.
      { method: options.method, agent: false, lookup: pinned(target.addresses), signal: options.signal, headers: options.headers },
      resolve,
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

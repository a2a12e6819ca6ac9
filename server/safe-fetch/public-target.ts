import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressClass } from './address-class';

/*
 * The checks before our server connects to a URL someone else named (a partner's prefill image, its
 * webhook receiver), so that it cannot be made to reach inside our network (SSRF).
 */

/** Why a URL is not connected to; each user of the module words it for its own audience. */
export type OutboundRefusalReason = 'notHttps' | 'host' | 'address' | 'unreachable' | 'timeout';

export class OutboundRefusal extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    /** The URL's host, as far as it could be read. */
    readonly host: string,
  ) {
    super(`${reason}: ${host}`);
    this.name = 'OutboundRefusal';
  }
}

export interface OutboundRules {
  /** Host names (or IP literals, IPv6 without brackets) reachable over plain http at a loopback address: tests and development only. */
  readonly loopbackHosts: readonly string[];
  /** The hosts the URL may name at all (the prefill's image hosts); every host when absent. */
  readonly hostAllowed?: (host: string) => boolean;
}

/** A URL that passed every rule, with the addresses the connection may go to (IPv4 first). */
export interface PublicTarget {
  readonly url: URL;
  readonly host: string;
  readonly addresses: LookupAddress[];
}

/** The host a URL names, in lower case, IPv6 without brackets; empty when it is no URL. */
export const hostOf = (href: string): string => (URL.canParse(href) ? new URL(href).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase() : '');

/** Rejects with the timeout's refusal once the deadline passed, whatever `work` is still doing (a DNS lookup takes no signal). */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal, host: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new OutboundRefusal('timeout', host));
    if (deadline.aborted) return abort();
    deadline.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', abort));
  });
}

/**
 * Every rule for one URL (a redirect's target is checked again): https (http only for a
 * loopback-allowed host), the host an allowed one, and every address it resolves to public (loopback
 * only for a loopback-allowed host). One private address among several refuses the name: a resolver
 * answering differently the next time must not matter, since the connection takes the address
 * checked here (pinned-request.ts). Rejects with an OutboundRefusal.
 */
export async function publicTarget(rules: OutboundRules, href: string, deadline: AbortSignal): Promise<PublicTarget> {
  const host = hostOf(href);
  if (host === '') throw new OutboundRefusal('notHttps', host);
  const url = new URL(href);
  const loopbackAllowed = rules.loopbackHosts.includes(host);
  if (url.protocol !== 'https:' && !(loopbackAllowed && url.protocol === 'http:')) throw new OutboundRefusal('notHttps', host);
  if (rules.hostAllowed && !rules.hostAllowed(host)) throw new OutboundRefusal('host', host);
  // Credentials in a URL are its owner's business, not something our server sends on.
  url.username = '';
  url.password = '';
  const family = isIP(host);
  const addresses =
    family === 4 || family === 6
      ? [{ address: host, family }]
      : await beforeDeadline(lookup(host, { all: true, verbatim: true }), deadline, host).catch((error: unknown) => {
          if (error instanceof OutboundRefusal) throw error;
          throw new OutboundRefusal('unreachable', host);
        });
  const allowed = (address: string) => {
    const kind = addressClass(address);
    return kind === 'public' || (kind === 'loopback' && loopbackAllowed);
  };
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) throw new OutboundRefusal('address', host);
  return { url, host, addresses: addresses.toSorted((a, b) => a.family - b.family) };
}

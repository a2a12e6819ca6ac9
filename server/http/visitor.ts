import type { IncomingHttpHeaders } from 'node:http';
import { PARTNER_HEADER } from '../../shared/api/partner-drafts';
import { PARTNER_KEY_PATTERN } from '../../shared/domain/partners/partner';

/**
 * Who a request acts for, resolved once per request by the visitor plugin: services find the
 * basket, images and drafts of this, never by reading headers or cookies themselves.
 */
export interface Visitor {
  /** The logged-in customer (bearer token), or null for an anonymous visitor. */
  customerId: number | null;
  /** The token of the shop's basket cookie, when the browser sent one. */
  basketToken: string | null;
  /** The token of the X-Printshop-Draft header: the widget on a partner site, where no shop cookie is sent. */
  draftToken: string | null;
  /** The partner key (`pk_…`) of the X-Printshop-Partner header: the embed's data-partner; unchecked until looked up. */
  partnerKey: string | null;
}

export const ANONYMOUS: Visitor = { customerId: null, basketToken: null, draftToken: null, partnerKey: null };

const PARTNER_HEADER_NAME = PARTNER_HEADER.toLowerCase();

/** The partner key a request names in X-Printshop-Partner: a well-formed `pk_…`, else null (a malformed one names no partner). */
export function partnerKeyOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[PARTNER_HEADER_NAME];
  return typeof value === 'string' && PARTNER_KEY_PATTERN.test(value) ? value : null;
}

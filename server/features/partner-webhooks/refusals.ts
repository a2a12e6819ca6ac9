import type { OutboundRefusalReason } from '../../safe-fetch/public-target';

/** The refusals of server/safe-fetch that an attempt's error can name (a webhook names any host; its deadline is a timeout). */
export type WebhookRefusal = Exclude<OutboundRefusalReason, 'host' | 'timeout'>;

/** What an attempt's error says of a URL the shared checks refused: staff read it, and the partner in its portal (worded in its language by the refusal). */
export const REFUSED: Record<WebhookRefusal, string> = {
  notHttps: 'the webhook URL is not https',
  address: 'not sent: the webhook URL leads to a private, loopback or reserved address',
  unreachable: 'the webhook URL’s host name does not resolve',
};

/**
 * A refusal by our own rules (the URL's scheme, its address's class) holds for every later try, so
 * the delivery fails at once; a name that does not resolve may resolve tomorrow, so it is tried again.
 */
export const isPermanentRefusal = (reason: WebhookRefusal): boolean => reason !== 'unreachable';

/** The refusal an attempt's stored error names, or null for any other failure (an HTTP status, a timeout). */
export function refusalOf(error: string | null): WebhookRefusal | null {
  const found = Object.entries(REFUSED).find(([, text]) => text === error);
  return found ? (found[0] as WebhookRefusal) : null;
}

import { createHmac } from 'node:crypto';

/** The header a receiver checks: Stripe's scheme, so the partner's tools for Stripe's webhooks fit. */
export const SIGNATURE_HEADER = 'Printshop-Signature';
/** The event's id, the same on every try: a receiver that saw it already answers 2xx and does nothing. */
export const EVENT_ID_HEADER = 'Printshop-Webhook-Id';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`: the time is signed too, so an old delivery cannot be replayed later. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

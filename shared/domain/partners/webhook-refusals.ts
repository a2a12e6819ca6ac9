/*
 * The URLs our own checks refuse to post a webhook to (before any byte leaves): why, whether a later
 * try could pass, and the text its reader sees. A try stores the reason's code, not a text, so staff
 * and the partner read it in their own language; a text stored before the codes shows as it is.
 */

/**
 * Each refusal: `permanent` when no later try can pass (the URL's scheme, its address's class), so the
 * delivery fails at once; a name that does not resolve may resolve tomorrow, so it is tried again.
 */
export const WEBHOOK_REFUSALS = {
  notHttps: { permanent: true, message: 'webhooks.refused.notHttps' },
  address: { permanent: true, message: 'webhooks.refused.address' },
  unreachable: { permanent: false, message: 'webhooks.refused.unreachable' },
} as const;

export type WebhookRefusal = keyof typeof WEBHOOK_REFUSALS;

const STORED_PREFIX = 'refused:';

const isWebhookRefusal = (reason: string): reason is WebhookRefusal => Object.hasOwn(WEBHOOK_REFUSALS, reason);

/** The refusal `reason` names, or null when it is none of ours (a reason only other callers of the checks have). */
export const webhookRefusal = (reason: string): WebhookRefusal | null => (isWebhookRefusal(reason) ? reason : null);

/** What a try's error stores of a refusal: its code. */
export const storedWebhookRefusal = (reason: WebhookRefusal): string => `${STORED_PREFIX}${reason}`;

/** The refusal a try's stored error names, or null for any other failure (an HTTP status, a timeout, a text stored before the codes). */
export function webhookRefusalOf(error: string | null): WebhookRefusal | null {
  if (!error?.startsWith(STORED_PREFIX)) return null;
  return webhookRefusal(error.slice(STORED_PREFIX.length));
}

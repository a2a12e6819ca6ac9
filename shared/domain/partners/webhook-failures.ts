/*
 * Why a webhook try failed, stored as a code with at most one number, not as a text, so that staff
 * and the partner read it in their own language: our own checks refused the URL before any byte
 * left (`refused:…`), or the try itself failed (`failed:…`). A network error keeps node's text (a
 * technical detail, not worded), and a text stored before the codes shows as it is.
 */

/**
 * The URLs our own checks refuse to post to: `permanent` when no later try can pass (the URL's
 * scheme, its address's class), so the delivery fails at once; a name that does not resolve may
 * resolve tomorrow, so it is tried again.
 */
export const WEBHOOK_REFUSALS = {
  notHttps: { permanent: true, message: 'webhooks.refused.notHttps' },
  address: { permanent: true, message: 'webhooks.refused.address' },
  unreachable: { permanent: false, message: 'webhooks.refused.unreachable' },
} as const;

export type WebhookRefusal = keyof typeof WEBHOOK_REFUSALS;

/** A try that left (or would have) and failed: each is tried again after the back-off. */
const WEBHOOK_FAILURES = {
  /** The partner has no webhook URL (yet). */
  noUrl: { message: 'webhooks.failed.noUrl', value: null },
  /** The receiver answered with a status outside 2xx. */
  status: { message: 'webhooks.failed.status', value: 'status' },
  /** The receiver redirected: not followed, it could lead into our own network. */
  redirect: { message: 'webhooks.failed.redirect', value: 'status' },
  /** No answer within the timeout. */
  timeout: { message: 'webhooks.failed.timeout', value: 'seconds' },
} as const;

export type WebhookFailure = keyof typeof WEBHOOK_FAILURES;

type MessageKey = (typeof WEBHOOK_REFUSALS)[WebhookRefusal]['message'] | (typeof WEBHOOK_FAILURES)[WebhookFailure]['message'];

const isWebhookRefusal = (reason: string): reason is WebhookRefusal => Object.hasOwn(WEBHOOK_REFUSALS, reason);
const isWebhookFailure = (reason: string): reason is WebhookFailure => Object.hasOwn(WEBHOOK_FAILURES, reason);

/** The refusal `reason` names, or null when it is none of ours (a reason only other callers of the checks have). */
export const webhookRefusal = (reason: string): WebhookRefusal | null => (isWebhookRefusal(reason) ? reason : null);

/** What a try's error stores of a refusal: its code. */
export const storedWebhookRefusal = (reason: WebhookRefusal): string => `refused:${reason}`;

/** What a try's error stores of a failure: its code and its number (a status, seconds: 0.3 too). */
export const storedWebhookFailure = (failure: WebhookFailure, value?: number): string => `failed:${failure}${value === undefined ? '' : `:${value}`}`;

/** The failure of an HTTP answer outside 2xx: a redirect is said as one. */
export const webhookStatusFailure = (status: number): string => storedWebhookFailure(status >= 300 && status < 400 ? 'redirect' : 'status', status);

/** The refusal a try's stored error names, or null for anything else. */
export function webhookRefusalOf(error: string | null): WebhookRefusal | null {
  const match = /^refused:(\w+)$/.exec(error ?? '');
  return match ? webhookRefusal(match[1]!) : null;
}

/** A stored error's text to show: its message and the number it carries, named; null for an error that is none of our codes. */
export function webhookErrorMessage(error: string): { message: MessageKey; values: Record<string, number> } | null {
  const refusal = webhookRefusalOf(error);
  if (refusal) return { message: WEBHOOK_REFUSALS[refusal].message, values: {} };
  const [, code = '', number] = /^failed:(\w+)(?::(\d+(?:\.\d+)?))?$/.exec(error) ?? [];
  if (!isWebhookFailure(code)) return null;
  const { message, value } = WEBHOOK_FAILURES[code];
  // A code without the number its text needs (or with one it does not) is none of ours.
  if ((value === null) !== (number === undefined)) return null;
  return { message, values: value === null ? {} : { [value]: Number(number) } };
}

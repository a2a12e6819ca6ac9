import { giftCodePattern } from '../../shared/domain/checkout/voucher-codes';
import type { Mail } from './mail';

const MASK = '•••';

/** Secrets of a shape of their own, masked wherever they appear whether or not a mail lists them: gift-voucher codes (a code is money). */
const SECRET_PATTERNS: readonly (() => RegExp)[] = [giftCodePattern];

/**
 * A mail's text as staff may read it: the given secrets (a guest order's access token, a
 * new-password key) masked wherever they appear, as written or URL-encoded, and every secret of a
 * known shape, so the outbox page never hands out a link that opens the customer's order or
 * account, or a code that pays.
 */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  let masked = text;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) masked = masked.split(form).join(MASK);
  }
  for (const pattern of SECRET_PATTERNS) masked = masked.replace(pattern(), MASK);
  return masked;
}

/** The mail's text as staff may read it later (kept after the content goes). */
export function receivedText(mail: Pick<Mail, 'text' | 'secrets'>): string {
  return maskSecrets(mail.text, mail.secrets);
}

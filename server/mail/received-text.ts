import type { Mail } from './mail';

const MASK = '•••';

/**
 * The mail's text as staff may read it later: its secrets (a guest order's access token, a
 * new-password key) masked wherever they appear, as written or URL-encoded, so the outbox page
 * never hands out a link that opens the customer's order or account.
 */
export function receivedText(mail: Pick<Mail, 'text' | 'secrets'>): string {
  let text = mail.text;
  for (const secret of mail.secrets ?? []) {
    if (secret.length === 0) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) text = text.split(form).join(MASK);
  }
  return text;
}

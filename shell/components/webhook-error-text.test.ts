import { describe, expect, it } from 'vitest';
import { webhookRefusalMessages } from '../../shared/i18n/messages/webhook-refusals';
import type { T } from '../../ui/intl/use-t';
import { webhookErrorText } from './webhook-error-text';

const french: T = (id) => (webhookRefusalMessages.fr as Record<string, string>)[id] ?? id;

describe('webhookErrorText', () => {
  it('words a refusal stored as its code in the reader’s language', () => {
    expect(webhookErrorText('refused:notHttps', french)).toBe('L’adresse n’utilise pas https.');
    expect(webhookErrorText('refused:address', french)).toMatch(/^Non envoyé\u202f: l’adresse mène à un réseau privé/);
  });

  it('shows any other error, and an English refusal stored before the codes, as it is', () => {
    const old = 'not sent: the webhook URL leads to a private, loopback or reserved address';
    expect(webhookErrorText(old, french)).toBe(old);
    expect(webhookErrorText('HTTP 502', french)).toBe('HTTP 502');
  });
});

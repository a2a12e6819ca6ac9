import { describe, expect, it } from 'vitest';
import { storedWebhookRefusal, WEBHOOK_REFUSALS, webhookRefusal, webhookRefusalOf } from './webhook-refusals';

describe('webhook refusals', () => {
  it('fail a delivery at once for the URL’s scheme and address class, and try a name that does not resolve again', () => {
    expect(Object.entries(WEBHOOK_REFUSALS).map(([reason, { permanent }]) => [reason, permanent])).toEqual([
      ['notHttps', true],
      ['address', true],
      ['unreachable', false],
    ]);
  });

  it('store a code that reads back as its refusal', () => {
    for (const reason of ['notHttps', 'address', 'unreachable'] as const) expect(webhookRefusalOf(storedWebhookRefusal(reason))).toBe(reason);
  });

  it('read any other error, and an English text stored before the codes, as no refusal', () => {
    expect(webhookRefusalOf('not sent: the webhook URL leads to a private, loopback or reserved address')).toBeNull();
    expect(webhookRefusalOf('HTTP 500')).toBeNull();
    expect(webhookRefusalOf('refused:toString')).toBeNull();
    expect(webhookRefusalOf(null)).toBeNull();
  });

  it('take only its own reasons of the shared outbound checks', () => {
    expect(webhookRefusal('address')).toBe('address');
    expect(webhookRefusal('timeout')).toBeNull();
    expect(webhookRefusal('host')).toBeNull();
  });
});

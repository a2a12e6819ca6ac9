import { describe, expect, it } from 'vitest';
import {
  storedWebhookFailure,
  storedWebhookRefusal,
  WEBHOOK_REFUSALS,
  webhookErrorMessage,
  webhookRefusal,
  webhookRefusalOf,
  webhookStatusFailure,
} from './webhook-failures';

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
    expect(webhookRefusalOf('failed:status:500')).toBeNull();
    expect(webhookRefusalOf('refused:toString')).toBeNull();
    expect(webhookRefusalOf(null)).toBeNull();
  });

  it('take only its own reasons of the shared outbound checks', () => {
    expect(webhookRefusal('address')).toBe('address');
    expect(webhookRefusal('timeout')).toBeNull();
    expect(webhookRefusal('host')).toBeNull();
  });
});

describe('webhook failures', () => {
  it('store a status outside 2xx, a redirect as one, with its number', () => {
    expect(webhookStatusFailure(500)).toBe('failed:status:500');
    expect(webhookStatusFailure(404)).toBe('failed:status:404');
    expect(webhookStatusFailure(302)).toBe('failed:redirect:302');
    expect(webhookStatusFailure(399)).toBe('failed:redirect:399');
  });

  it('read back as the message and the number its text names', () => {
    expect(webhookErrorMessage(storedWebhookFailure('noUrl'))).toEqual({ message: 'webhooks.failed.noUrl', values: {} });
    expect(webhookErrorMessage(webhookStatusFailure(502))).toEqual({ message: 'webhooks.failed.status', values: { status: 502 } });
    expect(webhookErrorMessage(webhookStatusFailure(307))).toEqual({ message: 'webhooks.failed.redirect', values: { status: 307 } });
    expect(webhookErrorMessage(storedWebhookFailure('timeout', 0.3))).toEqual({ message: 'webhooks.failed.timeout', values: { seconds: 0.3 } });
    expect(webhookErrorMessage(storedWebhookRefusal('address'))).toEqual({ message: 'webhooks.refused.address', values: {} });
  });

  it('take a network error, a text stored before the codes and a code with the wrong number as none of theirs', () => {
    for (const error of [
      'connect ECONNREFUSED 203.0.113.7:443',
      'HTTP 500',
      'no answer within 10 s',
      'failed:status',
      'failed:noUrl:3',
      'failed:status:5x',
      'failed:hasOwnProperty',
    ])
      expect(webhookErrorMessage(error), error).toBeNull();
  });
});

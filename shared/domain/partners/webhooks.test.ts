import { describe, expect, it } from 'vitest';
import { nextWebhookTry, WEBHOOK_RETRY, webhookEventOfStep, webhookGiveUpAt, webhookRetryDelaySeconds, webhookUrlRefusal } from './webhooks';

describe('the webhook back-off', () => {
  it('waits a minute after the first failed try and twice as long after each next, up to six hours', () => {
    const full = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((tries) => webhookRetryDelaySeconds(tries, 1));
    expect(full).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7680, 15360, 21600, 21600]);
  });

  it('draws each wait between half and all of its length', () => {
    expect(webhookRetryDelaySeconds(3, 0)).toBe(120);
    expect(webhookRetryDelaySeconds(3, 0.5)).toBe(180);
    expect(webhookRetryDelaySeconds(3, 1)).toBe(240);
    // A random source out of range is held to it.
    expect(webhookRetryDelaySeconds(3, 7)).toBe(240);
  });

  it('gives up once the next try would fall after three days', () => {
    const start = new Date('2026-11-29T10:00:00Z');
    const giveUpAt = webhookGiveUpAt(start);
    expect(giveUpAt.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    let at = start;
    let tries = 0;
    for (let next = nextWebhookTry(1, at, giveUpAt, 1); next; next = nextWebhookTry(tries + 1, at, giveUpAt, 1)) {
      tries += 1;
      at = next;
    }
    // 60 s doubling to 6 h (nine waits, about 8.5 h), then 6 h apart until the three days are spent.
    expect(tries).toBe(19);
    expect(giveUpAt.getTime() - at.getTime()).toBeLessThan(WEBHOOK_RETRY.maxDelaySeconds * 1000);
  });
});

describe('the events partners are told of', () => {
  it('are the placing, the payment, the cancellation and a refund; not production or shipping', () => {
    expect([null, 'markPaid', 'cancel', 'refund', 'startProduction', 'ship'].map((step) => webhookEventOfStep(step as never))).toEqual([
      'order.placed',
      'order.paid',
      'order.cancelled',
      'order.refunded',
      null,
      null,
    ]);
  });
});

describe('where webhooks may go', () => {
  it('is https; http only to this machine, and only when allowed', () => {
    expect(webhookUrlRefusal('https://partner.example/hooks', false)).toBeNull();
    expect(webhookUrlRefusal('http://partner.example/hooks', true)).toBe('notHttps');
    expect(webhookUrlRefusal('http://127.0.0.1:4000/hooks', false)).toBe('notHttps');
    expect(webhookUrlRefusal('http://127.0.0.1:4000/hooks', true)).toBeNull();
    expect(webhookUrlRefusal('http://localhost/hooks', true)).toBeNull();
    expect(webhookUrlRefusal('ftp://partner.example/', true)).toBe('notHttps');
    expect(webhookUrlRefusal('https://user:pass@partner.example/', false)).toBe('invalid');
    expect(webhookUrlRefusal('not a url', false)).toBe('invalid');
  });
});

import { describe, expect, it } from 'vitest';
import { isOnlineMethod, methodCarries } from './payment-methods';

describe('payment methods', () => {
  it('knows the online methods', () => {
    expect(isOnlineMethod('twint')).toBe(true);
    expect(isOnlineMethod('card')).toBe(true);
    expect(isOnlineMethod('invoice')).toBe(false);
  });

  it('offers TWINT up to CHF 5,000 per payment, cards without a limit of ours, both from CHF 0.50', () => {
    expect(methodCarries('twint', 500_000)).toBe(true);
    expect(methodCarries('twint', 500_001)).toBe(false);
    expect(methodCarries('card', 5_000_000)).toBe(true);
    expect(methodCarries('card', 49)).toBe(false);
    expect(methodCarries('twint', 50)).toBe(true);
  });

  it('carries any amount by bank transfer, and nothing left to pay by any method', () => {
    expect(methodCarries('invoice', 9_999_999)).toBe(true);
    expect(methodCarries('twint', 0)).toBe(true);
  });
});

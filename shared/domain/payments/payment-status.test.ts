import { describe, expect, it } from 'vitest';
import { paymentStatus, refundableRappen, type PaymentFacts } from './payment-status';

const facts = (over: Partial<PaymentFacts>): PaymentFacts => ({
  orderStatus: 'received',
  paid: false,
  latestAttempt: null,
  capturedRappen: 0,
  refundedRappen: 0,
  bankRefundOpenRappen: 0,
  bankRefundPaidBackRappen: 0,
  ...over,
});

describe('payment status', () => {
  it('waits for the money while the order is received and no attempt failed', () => {
    expect(paymentStatus(facts({}))).toBe('pending');
    expect(paymentStatus(facts({ latestAttempt: 'open' }))).toBe('pending');
    expect(paymentStatus(facts({ latestAttempt: 'processing' }))).toBe('pending');
  });

  it('is failed when the latest online attempt failed or expired, so the customer may pay again', () => {
    expect(paymentStatus(facts({ latestAttempt: 'failed' }))).toBe('failed');
    expect(paymentStatus(facts({ latestAttempt: 'expired' }))).toBe('failed');
  });

  it('is paid once the money came, for bank transfers and online payments alike', () => {
    for (const orderStatus of ['paid', 'in_production', 'shipped'] as const) expect(paymentStatus(facts({ orderStatus, paid: true }))).toBe('paid');
    expect(paymentStatus(facts({ orderStatus: 'paid', paid: true, latestAttempt: 'paid', capturedRappen: 12_000 }))).toBe('paid');
  });

  it('waits for an invoice’s money while its order is in production or shipped', () => {
    for (const orderStatus of ['in_production', 'shipped'] as const) expect(paymentStatus(facts({ orderStatus }))).toBe('pending');
  });

  it('stays paid when a cancelled order’s online money was not given back yet, and is cancelled when none came', () => {
    expect(paymentStatus(facts({ orderStatus: 'cancelled', latestAttempt: 'paid', capturedRappen: 12_000 }))).toBe('paid');
    expect(paymentStatus(facts({ orderStatus: 'cancelled', latestAttempt: 'expired' }))).toBe('cancelled');
  });

  it('is refunded in part or in full once money went back', () => {
    expect(paymentStatus(facts({ orderStatus: 'paid', capturedRappen: 12_000, refundedRappen: 2_000 }))).toBe('partiallyRefunded');
    expect(paymentStatus(facts({ orderStatus: 'cancelled', capturedRappen: 12_000, refundedRappen: 12_000 }))).toBe('refunded');
  });

  it('shows a cancelled bank-paid order’s refund as open until staff mark it paid back, then refunded', () => {
    expect(paymentStatus(facts({ orderStatus: 'cancelled', bankRefundOpenRappen: 1380 }))).toBe('refundOpen');
    expect(paymentStatus(facts({ orderStatus: 'cancelled', bankRefundPaidBackRappen: 1380 }))).toBe('refunded');
  });

  it('refunds at most what was taken less what went back', () => {
    expect(refundableRappen({ capturedRappen: 12_000, refundedRappen: 2_000 })).toBe(10_000);
    expect(refundableRappen({ capturedRappen: 12_000, refundedRappen: 12_000 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { bankRefundable, bankRefundTransition, bankTakenRappen, isPayable, owedOnCancel } from './bank-refund';

const paid = { paymentMethod: 'prepayment', statusBefore: 'paid', paid: true, receivedRappen: 1380, refundedRappen: 0 } as const;

describe('owedOnCancel', () => {
  it('owes back what came by bank for an order cancelled once paid', () => {
    expect(owedOnCancel(paid)).toBe(1380);
  });

  it('owes nothing for an order cancelled before its money came', () => {
    expect(owedOnCancel({ ...paid, statusBefore: 'received', paid: false })).toBe(0);
  });

  it('owes nothing for an invoice order cancelled unpaid, whatever its status (production does not wait for the invoice)', () => {
    expect(owedOnCancel({ ...paid, paymentMethod: 'invoice', statusBefore: 'in_production', paid: false })).toBe(0);
  });

  it('owes nothing by bank for an order paid online (the provider refunds it)', () => {
    expect(owedOnCancel({ ...paid, paymentMethod: 'twint' })).toBe(0);
  });

  it('owes only the rest when part went back before', () => {
    expect(owedOnCancel({ ...paid, paymentMethod: 'invoice', refundedRappen: 380 })).toBe(1000);
  });
});

describe('bankRefundable', () => {
  const held = { paymentMethod: 'invoice', orderStatus: 'in_production', paid: true, receivedRappen: 12_000, refundedRappen: 2_000 } as const;

  it('is what came by bank less what was owed back, while the order holds the money', () => {
    expect(bankRefundable(held)).toBe(10_000);
  });

  it('counts what came in as taken once paid, and for a cancelled order that owed it back', () => {
    expect(bankTakenRappen(held)).toBe(12_000);
    expect(bankTakenRappen({ ...held, orderStatus: 'cancelled' })).toBe(12_000);
    expect(bankTakenRappen({ ...held, orderStatus: 'received', paid: false, refundedRappen: 0 })).toBe(0);
  });

  it('is nothing for an invoice order in production that is not paid yet', () => {
    expect(bankRefundable({ ...held, paid: false })).toBe(0);
    expect(bankTakenRappen({ ...held, paid: false, refundedRappen: 0 })).toBe(0);
  });

  it('is nothing once cancelled: the cancel owed the rest', () => {
    expect(bankRefundable({ ...held, orderStatus: 'cancelled' })).toBe(0);
  });
});

describe('bankRefundTransition', () => {
  it('lets the office mark an open refund paid back', () => {
    expect(bankRefundTransition('open', 'markPaidBack', 'office')).toEqual({ ok: true, to: 'paidBack' });
  });

  it('refuses the workshop', () => {
    expect(bankRefundTransition('open', 'markPaidBack', 'production')).toEqual({ ok: false, reason: 'roleNotAllowed' });
  });

  it('refuses marking a refund paid back twice', () => {
    expect(bankRefundTransition('paidBack', 'markPaidBack', 'owner')).toEqual({ ok: false, reason: 'notAllowedFrom' });
  });
});

describe('isPayable', () => {
  it('needs the payer name and IBAN', () => {
    expect(isPayable({ status: 'open', payerName: 'Lea Muster', iban: null })).toBe(false);
    expect(isPayable({ status: 'open', payerName: 'Lea Muster', iban: 'CH9300762011623852957' })).toBe(true);
  });
});

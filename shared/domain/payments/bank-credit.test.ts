import { describe, expect, it } from 'vitest';
import { type BankCredit, matchCredit, needsDecision } from './bank-credit';

const credit = (over: Partial<BankCredit> = {}): BankCredit => ({
  reference: '000000000000000000001000011',
  amountRappen: 12_950,
  currency: 'CHF',
  reversal: false,
  ...over,
});
const waiting = { id: 7, status: 'received' as const, paid: false, amountDueRappen: 12_950 };

describe('matching a bank credit to an order', () => {
  it('marks paid only the exact amount due of an order still waiting for it', () => {
    expect(matchCredit(credit(), waiting)).toEqual({ outcome: 'paid', orderId: 7 });
    expect(needsDecision('paid')).toBe(false);
  });

  it('pays an invoice order already in production or shipped', () => {
    expect(matchCredit(credit(), { ...waiting, status: 'in_production' })).toEqual({ outcome: 'paid', orderId: 7 });
    expect(matchCredit(credit(), { ...waiting, status: 'shipped' })).toEqual({ outcome: 'paid', orderId: 7 });
  });

  it('leaves a different amount to a person, too little or too much', () => {
    expect(matchCredit(credit({ amountRappen: 12_900 }), waiting)).toEqual({ outcome: 'amountDiffers', orderId: 7 });
    expect(matchCredit(credit({ amountRappen: 13_000 }), waiting)).toEqual({ outcome: 'amountDiffers', orderId: 7 });
    expect(needsDecision('amountDiffers')).toBe(true);
  });

  it('never pays an order twice nor a cancelled one', () => {
    expect(matchCredit(credit(), { ...waiting, status: 'paid', paid: true }).outcome).toBe('alreadyPaid');
    expect(matchCredit(credit(), { ...waiting, status: 'shipped', paid: true }).outcome).toBe('alreadyPaid');
    expect(matchCredit(credit(), { ...waiting, status: 'cancelled' }).outcome).toBe('orderCancelled');
  });

  it('lists what names no order, is no franc, or is a reversal', () => {
    expect(matchCredit(credit({ reference: null }), null)).toEqual({ outcome: 'noReference', orderId: null });
    expect(matchCredit(credit(), null)).toEqual({ outcome: 'unknownReference', orderId: null });
    expect(matchCredit(credit({ currency: 'EUR' }), waiting).outcome).toBe('notChf');
    expect(matchCredit(credit({ reversal: true }), waiting).outcome).toBe('reversal');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherRule } from '../test-fixtures';
import { discountActions, planAddVoucher, voucherPayments, voucherRefusal, type VoucherRule } from './vouchers';

const rule = voucherRule;
const fixed = (id: number, amountRappen: number, overrides: Partial<VoucherRule> = {}) =>
  rule({ id, code: `F${id}`, kind: 'fixed', percent: null, amountRappen, ...overrides });
const now = new Date('2030-03-01T10:00:00Z');
const ctx = { now, itemsRappen: 10_000, onlyVoucherSales: false, usesByCustomer: 0 };
const value = (id: number, amountRappen: number) => rule({ id, code: `GV${id}`, kind: 'value', percent: null, amountRappen, maxUses: 1 });

describe('voucherRefusal', () => {
  it('names each reason a code cannot be used', () => {
    expect(voucherRefusal(null, ctx)).toBe('unknown');
    expect(voucherRefusal(rule({ validFrom: new Date('2030-03-02T00:00:00Z') }), ctx)).toBe('notYetValid');
    expect(voucherRefusal(rule({ validTill: new Date('2030-03-01T09:59:59Z') }), ctx)).toBe('expired');
    expect(voucherRefusal(rule({ maxUses: 1, usedCount: 1 }), ctx)).toBe('usedUp');
    expect(voucherRefusal(rule({ maxUsesPerCustomer: 1 }), { ...ctx, usesByCustomer: 1 })).toBe('usedByCustomer');
    expect(voucherRefusal(rule({ minOrderRappen: 10_001 }), ctx)).toBe('minimumOrder');
  });

  it('refuses a discount code for a basket of gift vouchers alone, but takes a gift voucher’s value code there', () => {
    expect(voucherRefusal(rule(), { ...ctx, itemsRappen: 0, onlyVoucherSales: true })).toBe('giftVouchersOnly');
    expect(voucherRefusal(value(9, 5000), { ...ctx, itemsRappen: 0, onlyVoucherSales: true })).toBeNull();
    expect(voucherRefusal({ ...value(9, 5000), usedCount: 1 }, ctx)).toBe('usedUp');
  });

  it('accepts a code at the edges of its window and exactly at the minimum order', () => {
    expect(voucherRefusal(rule({ validFrom: now, validTill: now, minOrderRappen: 10_000, maxUses: 2, usedCount: 1 }), ctx)).toBeNull();
  });
});

describe('planAddVoucher', () => {
  const welcome = rule();
  const chf20 = fixed(2, 2000, { combinable: false });
  const other = rule({ id: 3, code: 'SPRING5', percent: 5 });

  it('adds combinable codes side by side', () => {
    expect(planAddVoucher(other, [welcome], ctx, false)).toEqual({ kind: 'add', replaces: [] });
  });

  it('refuses a code that is not combinable with those present, and replaces them when forced', () => {
    expect(planAddVoucher(chf20, [welcome, other], ctx, false)).toEqual({ kind: 'refused', reason: 'notCombinable', conflicts: [1, 3] });
    expect(planAddVoucher(chf20, [welcome, other], ctx, true)).toEqual({ kind: 'add', replaces: [1, 3] });
    expect(planAddVoucher(welcome, [chf20], ctx, false)).toEqual({ kind: 'refused', reason: 'notCombinable', conflicts: [2] });
  });

  it('adds a value code beside any code, even one that combines with nothing', () => {
    expect(planAddVoucher(value(9, 5000), [chf20], ctx, false)).toEqual({ kind: 'add', replaces: [] });
    expect(planAddVoucher(chf20, [value(9, 5000)], ctx, false)).toEqual({ kind: 'add', replaces: [] });
  });

  it('never forces past a refusal of the code itself, nor adds a code twice', () => {
    expect(planAddVoucher(rule({ maxUses: 1, usedCount: 1 }), [], ctx, true)).toMatchObject({ kind: 'refused', reason: 'usedUp' });
    expect(planAddVoucher(welcome, [welcome], ctx, true)).toMatchObject({ kind: 'refused', reason: 'alreadyAdded' });
  });
});

describe('discountActions', () => {
  it('takes percentages of what is left, rounded to the rappen, and caps fixed amounts at the goods total', () => {
    expect(discountActions(12_345, [rule()]).map((a) => a.amountRappen)).toEqual([1235]); // 1234.5 -> 1235
    expect(discountActions(1500, [fixed(2, 2000)]).map((a) => a.amountRappen)).toEqual([1500]);
    expect(discountActions(10_000, [fixed(2, 2000), rule()]).map((a) => a.amountRappen)).toEqual([2000, 800]);
  });

  it('never discounts below 0 nor more than the goods total, whatever the codes', () => {
    const voucher = fc.oneof(
      fc.record({ percent: fc.integer({ min: 1, max: 100 }) }).map(({ percent }) => rule({ percent })),
      fc.integer({ min: 1, max: 10_000_000 }).map((amount) => fixed(9, amount)),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(voucher, { maxLength: 5 }), (items, vouchers) => {
        const actions = discountActions(items, vouchers);
        const total = actions.reduce((sum, a) => sum + a.amountRappen, 0);
        expect(actions.every((a) => Number.isInteger(a.amountRappen) && a.amountRappen >= 0)).toBe(true);
        expect(total).toBeLessThanOrEqual(items);
      }),
    );
  });
});

describe('value codes', () => {
  it('discount nothing, and pay in the order added, each at most what is left', () => {
    const codes = [rule(), value(8, 3000), value(9, 5000)];
    expect(discountActions(10_000, codes).map((action) => action.code)).toEqual(['WELCOME10']);
    expect(voucherPayments(6000, codes)).toEqual([
      { voucherId: 8, code: 'GV8', amountRappen: 3000 },
      { voucherId: 9, code: 'GV9', amountRappen: 3000 },
    ]);
  });
});

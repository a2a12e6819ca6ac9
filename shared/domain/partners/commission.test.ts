import { describe, expect, it } from 'vitest';
import { orderCommission, partsTotal, reversalParts, shareOut } from './commission';
import { HAND_COMPUTED_ORDER, HAND_COMPUTED_RATES } from './hand-computed-commission';

/** An order of one poster at `totalRappen`. */
const posterOrder = (totalRappen: number) => ({ items: [{ productId: 'poster', totalRappen, voucherSale: false }], discountRappen: 0, vatRateBp: 810 });

describe('orderCommission', () => {
  it('gives the hand-computed parts: discount shared, VAT extracted once, gift voucher and shipping left out', () => {
    expect(orderCommission(HAND_COMPUTED_ORDER, HAND_COMPUTED_RATES)).toEqual([
      { rateBp: 1000, baseRappen: 9991, commissionRappen: 999 },
      { rateBp: 500, baseRappen: 3746, commissionRappen: 187 },
    ]);
  });

  it('earns nothing on an order of gift vouchers only', () => {
    const order = { items: [{ productId: 'gift-voucher', totalRappen: 5000, voucherSale: true }], discountRappen: 0, vatRateBp: 810 };
    expect(orderCommission(order, HAND_COMPUTED_RATES)).toEqual([]);
  });

  it('rounds a group’s commission once, halves up', () => {
    // 1081 gross at 8.1 % holds 81 VAT: base 1000, 0.05 % of it 0.5 -> 1; 1091 holds 82 (81.75): base 1009, 5 % = 50.45 -> 50.
    expect(orderCommission(posterOrder(1081), { defaultBp: 5, byProduct: {} })).toEqual([{ rateBp: 5, baseRappen: 1000, commissionRappen: 1 }]);
    expect(orderCommission(posterOrder(1091), { defaultBp: 500, byProduct: {} })).toEqual([{ rateBp: 500, baseRappen: 1009, commissionRappen: 50 }]);
  });
});

describe('shareOut', () => {
  it('shares by largest remainder, so the shares sum to the amount', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(13737, [12000, 4500])).toEqual([9991, 3746]);
  });
});

describe('reversalParts', () => {
  const entry = orderCommission(HAND_COMPUTED_ORDER, HAND_COMPUTED_RATES);

  it('takes back a refund’s share of the order’s total, halves up (CHF 50 of 208.40)', () => {
    expect(reversalParts(entry, [], { refundRappen: 5000, totalRappen: 20840 })).toEqual([
      { rateBp: 1000, baseRappen: -2397, commissionRappen: -240 },
      { rateBp: 500, baseRappen: -899, commissionRappen: -45 },
    ]);
  });

  it('takes back what is left on a cancel, so entry and reversals sum to zero', () => {
    const refund = reversalParts(entry, [], { refundRappen: 5000, totalRappen: 20840 });
    const rest = reversalParts(entry, refund, 'all');
    expect(partsTotal(rest)).toEqual({ baseRappen: -10441, commissionRappen: -901 });
    expect(partsTotal([...entry, ...refund, ...rest])).toEqual({ baseRappen: 0, commissionRappen: 0 });
  });

  it('never takes back more than is left, and nothing once all is', () => {
    const all = reversalParts(entry, [], 'all');
    expect(reversalParts(entry, all, { refundRappen: 1000, totalRappen: 20840 })).toEqual([]);
    expect(partsTotal(reversalParts(entry, [], { refundRappen: 99_999, totalRappen: 20840 }))).toEqual({ baseRappen: -13737, commissionRappen: -1186 });
  });
});

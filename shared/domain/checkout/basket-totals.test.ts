import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShippingQuote } from '../shipping/shipping';
import type { Rappen } from '../units/units';
import { basketTotals, chooseShipping } from './basket-totals';
import { includedVat } from './vat';
import { voucherRule } from '../test-fixtures';

const quote = (id: number, rate: number, rappen: number, pickup = false): ShippingQuote => ({
  shippingOption_id: id,
  shippingOptionRate_id: rate,
  name: `o${id}`,
  priceRappen: rappen as Rappen,
  price: rappen / 100,
  pickup,
  transitDays: pickup ? 0 : 1,
});
const post = (rappen: number) => [quote(1, 11, rappen), quote(2, 21, 0)];
const tenPercent = voucherRule();

describe('basketTotals', () => {
  it('sums the goods, takes the discount, adds the one parcel of the most demanding item and extracts the VAT', () => {
    const totals = basketTotals(
      [
        { totalRappen: 8790, shippingOptions: post(900) },
        { totalRappen: 20_000, shippingOptions: post(3900) },
      ],
      [tenPercent],
      1,
    );
    expect(totals).toMatchObject({ itemsRappen: 28_790, discountRappen: 2879, shippingRappen: 3900, totalRappen: 29_811 });
    expect(totals.shipping).toEqual(quote(1, 11, 3900));
    expect(totals.vatRappen).toBe(includedVat(29_811));
  });

  it('leaves gift vouchers sold out of the VAT and the discounts, and counts gift vouchers redeemed as payments', () => {
    const gift = { id: 9, code: 'GV9', kind: 'value' as const, percent: null, amountRappen: 3000, maxUses: 1 };
    const totals = basketTotals(
      [
        { totalRappen: 8790, shippingOptions: post(900) },
        { totalRappen: 5000, shippingOptions: post(900), voucherSale: true },
      ],
      [tenPercent, voucherRule(gift)],
      1,
    );
    // 10 % off the canvas only; the gift voucher line keeps its price and carries no VAT.
    expect(totals).toMatchObject({ itemsRappen: 13_790, discountRappen: 879, shippingRappen: 900, totalRappen: 13_811, voucherSalesRappen: 5000 });
    expect(totals.vatRappen).toBe(includedVat(13_811 - 5000));
    // The value code pays, after the total: the VAT stays that of the goods bought.
    expect(totals).toMatchObject({ paidByVouchersRappen: 3000, amountDueRappen: 10_811 });
  });

  it('pays no more than the total with value codes, leaving nothing due', () => {
    const big = voucherRule({ id: 9, code: 'GV9', kind: 'value', percent: null, amountRappen: 100_000 });
    expect(basketTotals([{ totalRappen: 8790, shippingOptions: post(900) }], [big], 1)).toMatchObject({
      totalRappen: 9690,
      paidByVouchersRappen: 9690,
      amountDueRappen: 0,
    });
  });

  it('falls back to the cheapest option when none (or one the basket cannot use) was chosen', () => {
    expect(chooseShipping(post(900), null)).toEqual(quote(2, 21, 0));
    expect(chooseShipping(post(900), 7)).toEqual(quote(2, 21, 0));
    expect(basketTotals([], [], null)).toMatchObject({ totalRappen: 0, shipping: null, vatRappen: 0 });
  });

  it('falls back to the cheapest delivery, never to a free collection at the workshop, which counts only when chosen', () => {
    const options = [quote(1, 11, 1690), quote(3, 31, 0, true), quote(2, 21, 990)];
    expect(chooseShipping(options, null)).toEqual(quote(2, 21, 990));
    expect(chooseShipping(options, 3)).toEqual(quote(3, 31, 0, true));
    expect(chooseShipping([quote(3, 31, 0, true)], null)).toEqual(quote(3, 31, 0, true));
  });

  it('keeps total = goods - discount + shipping, never negative, in whole rappen', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ total: fc.integer({ min: 0, max: 1_000_000 }), ship: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 100 }),
        (lines, percent) => {
          const totals = basketTotals(
            lines.map((l) => ({ totalRappen: l.total, shippingOptions: post(l.ship) })),
            [{ ...tenPercent, percent }],
            1,
          );
          expect(totals.totalRappen).toBe(totals.itemsRappen - totals.discountRappen + totals.shippingRappen);
          expect(totals.totalRappen).toBeGreaterThanOrEqual(totals.shippingRappen);
          expect(Number.isInteger(totals.totalRappen)).toBe(true);
        },
      ),
    );
  });
});

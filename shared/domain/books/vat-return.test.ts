import { describe, expect, it } from 'vitest';
import { vatReturnFigures } from './vat-return';

/*
 * A hand-computed month (the issue's done-when): three orders at 8.1 % and one refund.
 *   A  CHF 1'278.27, VAT 1'278.27 x 81/1081 = 95.7807 -> 95.78, without VAT 1'182.49
 *   B  CHF 234.80 of which a CHF 50 gift voucher; VAT on 184.80 = 13.8474 -> 13.85, without VAT 170.95
 *   C  CHF 87.90, VAT 6.5864 -> 6.59, without VAT 81.31
 *   a refund of CHF 10.00 on A: VAT 0.7493 -> 0.75, without VAT 9.25
 * 200 = 1'182.49 + 170.95 + 81.31 + 50.00 = 1'484.75; 235 = 9.25; 280 = 50.00; 289 = 59.25;
 * 299 = 302 = 1'425.50; 303 = 95.78 + 13.85 + 6.59 - 0.75 = 115.47 (1'425.50 x 8.1 % = 115.4655);
 * the orders' CHF 1'600.97 less the refund's 10.00 = 1'425.50 + 50.00 + 115.47 = 1'590.97.
 */
const A = { totalRappen: 127_827, voucherSalesRappen: 0, vatRateBp: 810, vatRappen: 9_578 };
const B = { totalRappen: 23_480, voucherSalesRappen: 5_000, vatRateBp: 810, vatRappen: 1_385 };
const C = { totalRappen: 8_790, voucherSalesRappen: 0, vatRateBp: 810, vatRappen: 659 };

describe('the VAT return of a period', () => {
  it('equals the hand-computed example to the rappen', () => {
    expect(vatReturnFigures([A, B, C], [{ amountRappen: 1_000, vatRateBp: 810 }])).toEqual({
      turnoverRappen: 148_475,
      reductionsRappen: 925,
      voucherSalesRappen: 5_000,
      deductionsRappen: 5_925,
      taxableRappen: 142_550,
      rates: [{ field: '302', taxField: '303', rateBp: 810, turnoverRappen: 142_550, taxRappen: 11_547 }],
      taxRappen: 11_547,
      ordersGrossRappen: 160_097,
      refundsGrossRappen: 1_000,
    });
  });

  it('reconciles with the orders: their totals less the refunds are the taxable turnover, the vouchers and the tax', () => {
    const figures = vatReturnFigures([A, B, C], [{ amountRappen: 1_000, vatRateBp: 810 }]);
    expect(figures.ordersGrossRappen - figures.refundsGrossRappen).toBe(figures.taxableRappen + figures.voucherSalesRappen + figures.taxRappen);
  });

  it('lists each rate on its own line, the reduced rate on ziffer 312', () => {
    const book = { totalRappen: 10_260, voucherSalesRappen: 0, vatRateBp: 260, vatRappen: 260 };
    expect(vatReturnFigures([C, book], []).rates).toEqual([
      { field: '302', taxField: '303', rateBp: 810, turnoverRappen: 8_131, taxRappen: 659 },
      { field: '312', taxField: '313', rateBp: 260, turnoverRappen: 10_000, taxRappen: 260 },
    ]);
  });

  it('is all zero for a period without orders', () => {
    const figures = vatReturnFigures([], []);
    expect([figures.turnoverRappen, figures.taxableRappen, figures.taxRappen, figures.rates.length]).toEqual([0, 0, 0, 0]);
  });
});

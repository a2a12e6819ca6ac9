import { describe, expect, it } from 'vitest';
import { MONTH_FIGURES, MONTH_ORDERS, MONTH_REFUND } from './hand-computed-month';
import { vatReturnFigures } from './vat-return';

const { A, B, C } = MONTH_ORDERS;

describe('the VAT return of a period', () => {
  it('equals the hand-computed month to the rappen', () => {
    expect(vatReturnFigures([A, B, C], [MONTH_REFUND])).toEqual(MONTH_FIGURES);
  });

  it('reconciles with the orders: their totals less the refunds are the taxable turnover, the vouchers and the tax', () => {
    const figures = vatReturnFigures([A, B, C], [MONTH_REFUND]);
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

/*
 * A hand-computed month for the VAT return's tests (the issue's done-when): three orders at 8.1 % and one refund.
 *   A  CHF 1'278.27, VAT 1'278.27 x 81/1081 = 95.7807 -> 95.78, without VAT 1'182.49
 *   B  CHF 234.80 of which a CHF 50 gift voucher; VAT on 184.80 = 13.8474 -> 13.85, without VAT 170.95
 *   C  CHF 87.90, VAT 6.5864 -> 6.59, without VAT 81.31
 *   a refund of CHF 10.00 on A: VAT 0.7493 -> 0.75, without VAT 9.25
 * 200 = 1'182.49 + 170.95 + 81.31 + 50.00 = 1'484.75; 235 = 9.25; 280 = 50.00; 289 = 59.25;
 * 299 = 302 = 1'425.50; 303 = 95.78 + 13.85 + 6.59 - 0.75 = 115.47 (1'425.50 x 8.1 % = 115.4655);
 * the orders' CHF 1'600.97 less the refund's 10.00 = 1'425.50 + 50.00 + 115.47 = 1'590.97.
 */
export const MONTH_ORDERS = {
  A: { totalRappen: 127_827, voucherSalesRappen: 0, vatRateBp: 810, vatRappen: 9_578 },
  B: { totalRappen: 23_480, voucherSalesRappen: 5_000, vatRateBp: 810, vatRappen: 1_385 },
  C: { totalRappen: 8_790, voucherSalesRappen: 0, vatRateBp: 810, vatRappen: 659 },
} as const;

export const MONTH_REFUND = { amountRappen: 1_000, vatRateBp: 810 } as const;

/** The return's figures, by hand. */
export const MONTH_FIGURES = {
  turnoverRappen: 148_475,
  reductionsRappen: 925,
  voucherSalesRappen: 5_000,
  deductionsRappen: 5_925,
  taxableRappen: 142_550,
  rates: [{ field: '302', taxField: '303', rateBp: 810, turnoverRappen: 142_550, taxRappen: 11_547 }],
  taxRappen: 11_547,
  ordersGrossRappen: 160_097,
  refundsGrossRappen: 1_000,
};

import type { CommissionOrder } from './commission';
import type { CommissionRates } from './partner';

/*
 * A hand-computed order for the commission's tests (unit and routes):
 *   canvas CHF 120.00 (10 %), poster CHF 45.00 (the default 5 %), a CHF 50.00 gift voucher,
 *   a 10 % discount code on the goods (165.00 -> 16.50 off), shipping CHF 9.90: total CHF 208.40.
 *   Goods after the discount 148.50, VAT 148.50 x 81/1081 = 11.1272 -> 11.13, without VAT 137.37.
 *   Shared out 120 : 45: 137.37 x 120/165 = 99.9055, x 45/165 = 37.4645; the rappen left over goes to
 *   the larger remainder: canvas 99.91, poster 37.46.
 *   Commission: 99.91 x 10 % = 9.991 -> 9.99; 37.46 x 5 % = 1.873 -> 1.87; the entry CHF 11.86.
 *   A refund of CHF 50.00 (50 / 208.40 = 0.23992): canvas base 23.97, 2.40; poster base 8.99, 0.45;
 *   the reversal CHF -2.85. A cancel then takes the rest: CHF -9.01 (11.86 - 2.85).
 */
export const HAND_COMPUTED_ORDER: CommissionOrder = {
  items: [
    { productId: 'canvas', totalRappen: 12_000, voucherSale: false },
    { productId: 'poster', totalRappen: 4_500, voucherSale: false },
    { productId: 'gift-voucher', totalRappen: 5_000, voucherSale: true },
  ],
  discountRappen: 1_650,
  vatRateBp: 810,
};

export const HAND_COMPUTED_RATES: CommissionRates = { defaultBp: 500, byProduct: { canvas: 1000 } };

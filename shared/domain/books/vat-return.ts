import { includedVat } from '../checkout/vat';

/*
 * The figures of the Swiss VAT return (ESTV form, effective method, agreed consideration) for a
 * period, from the orders placed in it and the money given back of them. Data in, data out.
 *
 * What must stay true, to the rappen:
 * - An order counts in the period it was placed (its invoice's date), unless it was cancelled.
 * - Its VAT is the one its invoice showed (orders.vat_rappen, extracted from the order's total less
 *   the gift vouchers sold in it, ../../docs/domain.md); the return sums those, never re-extracts.
 * - Gift vouchers sold are multi-purpose vouchers: no consideration, so they are in turnover (200)
 *   and deducted again as not taxable (280, "Diverses").
 * - A refund staff gave of an order that was kept lowers the consideration (235) at the order's rate,
 *   with the VAT it contains extracted per refund (the credit note's VAT).
 * - Amounts are stated without VAT, as the form's tax = turnover x rate implies; so
 *   Σ order totals - Σ refunds = 299 taxable turnover + 280 vouchers + 399 tax, exactly.
 * Input tax (ziffer 400-479) is not the shop's to know: purchases are booked by the accountant.
 */

/** The form's ziffern of the turnover and the tax at a rate (in basis points); a rate the form does not name yet goes to 'other'. */
const VAT_RATE_FIELDS: Readonly<Record<number, { field: string; taxField: string }>> = {
  810: { field: '302', taxField: '303' },
  260: { field: '312', taxField: '313' },
  380: { field: '342', taxField: '343' },
};
const OTHER_RATE = { field: 'other', taxField: 'other' };

export interface VatReturnOrder {
  readonly totalRappen: number;
  readonly voucherSalesRappen: number;
  readonly vatRateBp: number;
  readonly vatRappen: number;
}

export interface VatReturnRefund {
  readonly amountRappen: number;
  readonly vatRateBp: number;
}

interface VatAtRateFigures {
  readonly field: string;
  readonly taxField: string;
  readonly rateBp: number;
  /** Taxable turnover at the rate, without VAT. */
  readonly turnoverRappen: number;
  readonly taxRappen: number;
}

interface VatReturnFigures {
  /** Ziffer 200: the agreed consideration, without VAT, gift vouchers sold included. */
  readonly turnoverRappen: number;
  /** Ziffer 235: refunds of kept orders (reductions of consideration), without VAT. */
  readonly reductionsRappen: number;
  /** Ziffer 280: not taxable, the multi-purpose gift vouchers sold. */
  readonly voucherSalesRappen: number;
  /** Ziffer 289: 235 + 280. */
  readonly deductionsRappen: number;
  /** Ziffer 299: 200 - 289. */
  readonly taxableRappen: number;
  /** Ziffer 302, 312, …: the taxable turnover and its tax per rate, highest rate first. */
  readonly rates: readonly VatAtRateFigures[];
  /** Ziffer 399: the tax due on turnover, before input tax. */
  readonly taxRappen: number;
  /** What reconciles the return with the orders: their totals (VAT and vouchers included) less the refunds. */
  readonly ordersGrossRappen: number;
  readonly refundsGrossRappen: number;
}

interface RateSums {
  net: number;
  tax: number;
}

export function vatReturnFigures(orders: readonly VatReturnOrder[], refunds: readonly VatReturnRefund[]): VatReturnFigures {
  const byRate = new Map<number, RateSums>();
  const at = (rateBp: number): RateSums => {
    const sums = byRate.get(rateBp) ?? { net: 0, tax: 0 };
    byRate.set(rateBp, sums);
    return sums;
  };
  let voucherSalesRappen = 0;
  let ordersGrossRappen = 0;
  let netTurnover = 0;
  for (const order of orders) {
    const taxedGross = order.totalRappen - order.voucherSalesRappen;
    at(order.vatRateBp).net += taxedGross - order.vatRappen;
    at(order.vatRateBp).tax += order.vatRappen;
    netTurnover += taxedGross - order.vatRappen;
    voucherSalesRappen += order.voucherSalesRappen;
    ordersGrossRappen += order.totalRappen;
  }
  let reductionsRappen = 0;
  let refundsGrossRappen = 0;
  for (const refund of refunds) {
    const vat = includedVat(refund.amountRappen, refund.vatRateBp);
    at(refund.vatRateBp).net -= refund.amountRappen - vat;
    at(refund.vatRateBp).tax -= vat;
    reductionsRappen += refund.amountRappen - vat;
    refundsGrossRappen += refund.amountRappen;
  }
  const rates = [...byRate.entries()]
    .toSorted(([a], [b]) => b - a)
    .map(([rateBp, sums]) => ({ ...(VAT_RATE_FIELDS[rateBp] ?? OTHER_RATE), rateBp, turnoverRappen: sums.net, taxRappen: sums.tax }));
  const turnoverRappen = netTurnover + voucherSalesRappen;
  const deductionsRappen = reductionsRappen + voucherSalesRappen;
  return {
    turnoverRappen,
    reductionsRappen,
    voucherSalesRappen,
    deductionsRappen,
    taxableRappen: turnoverRappen - deductionsRappen,
    rates,
    taxRappen: rates.reduce((sum, rate) => sum + rate.taxRappen, 0),
    ordersGrossRappen,
    refundsGrossRappen,
  };
}

/** What a line of the form is: the screen and the export word it (admin.books.vat.<figure>), the rate's lines with their rate. */
type VatReturnFigure = 'turnover' | 'reductions' | 'voucherSales' | 'deductions' | 'taxable' | 'rateTurnover' | 'rateTax' | 'tax';

interface VatReturnLine {
  readonly field: string;
  readonly figure: VatReturnFigure;
  readonly rappen: number;
  readonly rateBp?: number;
}

/** The return's lines in the form's order, as the screen shows them and the export writes them. */
export function vatReturnLines(figures: Omit<VatReturnFigures, 'ordersGrossRappen' | 'refundsGrossRappen'>): VatReturnLine[] {
  return [
    { field: '200', figure: 'turnover', rappen: figures.turnoverRappen },
    { field: '235', figure: 'reductions', rappen: figures.reductionsRappen },
    { field: '280', figure: 'voucherSales', rappen: figures.voucherSalesRappen },
    { field: '289', figure: 'deductions', rappen: figures.deductionsRappen },
    { field: '299', figure: 'taxable', rappen: figures.taxableRappen },
    ...figures.rates.flatMap((rate): VatReturnLine[] => [
      { field: rate.field, figure: 'rateTurnover', rappen: rate.turnoverRappen, rateBp: rate.rateBp },
      { field: rate.taxField, figure: 'rateTax', rappen: rate.taxRappen, rateBp: rate.rateBp },
    ]),
    { field: '399', figure: 'tax', rappen: figures.taxRappen },
  ];
}

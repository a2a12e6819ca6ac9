import { basketShippingOptions } from '../shipping/basket-shipping';
import type { ShippingQuote } from '../shipping/shipping';
import type { Rappen } from '../units/units';
import { includedVat, VAT_RATE_BP } from './vat';
import { discountActions, voucherPayments, type DiscountAction, type VoucherRule } from './vouchers';

/*
 * The money of a whole basket, all in whole rappen and VAT included: goods (the items' totals as
 * shared/domain priced them), minus discount codes, plus the shipping of the one parcel, is the
 * total; value codes (gift vouchers redeemed) then pay part of it, which leaves the amount due.
 * Gift vouchers sold are multi-purpose vouchers (../shared/docs/domain.md): no VAT on their
 * lines and no discount code lowers them. The server computes this at every read and again at
 * confirm; nothing a browser sends enters it.
 */

export interface PricedLine {
  readonly totalRappen: number;
  /** The item's shipping options (shared/domain/shipping), priced for its size. */
  readonly shippingOptions: readonly ShippingQuote[];
  /** A gift voucher sold (a multi-purpose voucher): outside the VAT and the discounts. */
  readonly voucherSale?: boolean;
}

export interface BasketTotals {
  readonly itemsRappen: Rappen;
  readonly discounts: readonly DiscountAction[];
  readonly discountRappen: Rappen;
  /** The options that can carry the whole basket, each at the price of its most demanding item. */
  readonly shippingOptions: readonly ShippingQuote[];
  /** The chosen option, else the cheapest; null for an empty basket. */
  readonly shipping: ShippingQuote | null;
  readonly shippingRappen: Rappen;
  readonly totalRappen: Rappen;
  /** The gift vouchers sold in the total, which carry no VAT. */
  readonly voucherSalesRappen: Rappen;
  /** The basket holds gift vouchers sold and nothing else. */
  readonly onlyVoucherSales: boolean;
  /** The VAT contained in the rest of the total (goods less discounts, and shipping). */
  readonly vatRappen: Rappen;
  readonly vatRateBp: number;
  /** What each value code pays. */
  readonly payments: readonly DiscountAction[];
  readonly paidByVouchersRappen: Rappen;
  /** What is left to pay: the total less what value codes pay. */
  readonly amountDueRappen: Rappen;
}

export function basketTotals(lines: readonly PricedLine[], vouchers: readonly VoucherRule[], chosenShippingOptionId: number | null): BasketTotals {
  const itemsRappen = lines.reduce((sum, line) => sum + line.totalRappen, 0);
  const voucherSalesRappen = lines.reduce((sum, line) => sum + (line.voucherSale ? line.totalRappen : 0), 0);
  const discounts = discountActions(itemsRappen - voucherSalesRappen, vouchers);
  const discountRappen = discounts.reduce((sum, action) => sum + action.amountRappen, 0);
  const shippingOptions = basketShippingOptions(lines.map((line) => line.shippingOptions));
  const shipping = chooseShipping(shippingOptions, chosenShippingOptionId);
  const shippingRappen = shipping?.priceRappen ?? 0;
  const totalRappen = itemsRappen - discountRappen + shippingRappen;
  const payments = voucherPayments(totalRappen, vouchers);
  const paidByVouchersRappen = payments.reduce((sum, payment) => sum + payment.amountRappen, 0);
  return {
    itemsRappen: itemsRappen as Rappen,
    discounts,
    discountRappen: discountRappen as Rappen,
    shippingOptions,
    shipping,
    shippingRappen: shippingRappen as Rappen,
    totalRappen: totalRappen as Rappen,
    voucherSalesRappen: voucherSalesRappen as Rappen,
    onlyVoucherSales: lines.length > 0 && lines.every((line) => line.voucherSale),
    vatRappen: includedVat(totalRappen - voucherSalesRappen),
    vatRateBp: VAT_RATE_BP,
    payments,
    paidByVouchersRappen: paidByVouchersRappen as Rappen,
    amountDueRappen: (totalRappen - paidByVouchersRappen) as Rappen,
  };
}

/**
 * The chosen option when the basket can still ship with it, else the cheapest delivery (the first of
 * equal ones): a collection at the workshop only when chosen, or when nothing can be delivered.
 */
export function chooseShipping(options: readonly ShippingQuote[], chosenId: number | null): ShippingQuote | null {
  const chosen = options.find((option) => option.shippingOption_id === chosenId);
  if (chosen) return chosen;
  const deliveries = options.filter((option) => !option.pickup);
  let cheapest: ShippingQuote | null = null;
  for (const option of deliveries.length ? deliveries : options) if (cheapest === null || option.priceRappen < cheapest.priceRappen) cheapest = option;
  return cheapest;
}

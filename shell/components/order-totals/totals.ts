import type { BasketView } from '../../../shared/api/basket-view';

type TotalRowId = 'items' | 'discount' | 'shipping' | 'total' | 'vat' | 'voucherSales' | 'paidByVouchers' | 'amountDue';
export interface TotalRow {
  id: TotalRowId;
  /** Signed: a discount is negative. */
  rappen: number;
}

type Totals = Pick<
  BasketView,
  'itemsRappen' | 'discountRappen' | 'shippingRappen' | 'totalRappen' | 'vatRappen' | 'voucherSalesRappen' | 'paidByVouchersRappen' | 'amountDueRappen'
>;

/**
 * The rows of a price summary in the order a Swiss shop shows them: goods, discount (only when a
 * code takes something off), shipping, total, the VAT the total includes and, when there are,
 * the gift vouchers sold without VAT; then what redeemed gift vouchers pay and the amount due
 * (they pay, they do not discount). The amounts are the server's; nothing is summed here, so the
 * page shows exactly what confirm will charge.
 */
export function totalRows(totals: Totals): TotalRow[] {
  const paid = totals.paidByVouchersRappen > 0;
  return [
    { id: 'items', rappen: totals.itemsRappen },
    ...(totals.discountRappen > 0 ? [{ id: 'discount' as const, rappen: -totals.discountRappen }] : []),
    { id: 'shipping', rappen: totals.shippingRappen },
    { id: 'total', rappen: totals.totalRappen },
    { id: 'vat', rappen: totals.vatRappen },
    ...(totals.voucherSalesRappen > 0 ? [{ id: 'voucherSales' as const, rappen: totals.voucherSalesRappen }] : []),
    ...(paid ? [{ id: 'paidByVouchers' as const, rappen: -totals.paidByVouchersRappen }] : []),
    ...(paid ? [{ id: 'amountDue' as const, rappen: totals.amountDueRappen }] : []),
  ];
}

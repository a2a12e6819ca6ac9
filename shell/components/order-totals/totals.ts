import type { BasketView } from '../../../shared/api/basket-view';

export type TotalRowId = 'items' | 'discount' | 'shipping' | 'total' | 'vat';
export interface TotalRow {
  id: TotalRowId;
  /** Signed: a discount is negative. */
  rappen: number;
}

type Totals = Pick<BasketView, 'itemsRappen' | 'discountRappen' | 'shippingRappen' | 'totalRappen' | 'vatRappen'>;

/**
 * The rows of a price summary in the order a Swiss shop shows them: goods, discount (only when a
 * voucher takes something off), shipping, total, and the VAT the total includes. The amounts are
 * the server's; nothing is summed here, so the page shows exactly what confirm will charge.
 */
export function totalRows(totals: Totals): TotalRow[] {
  return [
    { id: 'items', rappen: totals.itemsRappen },
    ...(totals.discountRappen > 0 ? [{ id: 'discount' as const, rappen: -totals.discountRappen }] : []),
    { id: 'shipping', rappen: totals.shippingRappen },
    { id: 'total', rappen: totals.totalRappen },
    { id: 'vat', rappen: totals.vatRappen },
  ];
}

import { describe, expect, it } from 'vitest';
import { totalRows } from './totals';

const totals = {
  itemsRappen: 17580,
  discountRappen: 0,
  shippingRappen: 900,
  totalRappen: 18480,
  vatRappen: 1382,
  voucherSalesRappen: 0,
  paidByVouchersRappen: 0,
  amountDueRappen: 18480,
};

describe('totalRows', () => {
  it('shows goods, shipping, total and the VAT included, without a discount row when nothing is taken off', () => {
    expect(totalRows(totals)).toEqual([
      { id: 'items', rappen: 17580 },
      { id: 'shipping', rappen: 900 },
      { id: 'total', rappen: 18480 },
      { id: 'vat', rappen: 1382 },
    ]);
  });

  it('shows a discount as a negative amount between goods and shipping', () => {
    const rows = totalRows({ ...totals, discountRappen: 1758, totalRappen: 16722 });
    expect(rows.map((row) => row.id)).toEqual(['items', 'discount', 'shipping', 'total', 'vat']);
    expect(rows[1]).toEqual({ id: 'discount', rappen: -1758 });
    expect(rows[3]).toEqual({ id: 'total', rappen: 16722 });
  });

  it('shows gift vouchers sold without VAT after the VAT, then what redeemed gift vouchers pay and the amount due', () => {
    const rows = totalRows({ ...totals, voucherSalesRappen: 5000, paidByVouchersRappen: 5000, amountDueRappen: 13480 });
    expect(rows.slice(4)).toEqual([
      { id: 'voucherSales', rappen: 5000 },
      { id: 'paidByVouchers', rappen: -5000 },
      { id: 'amountDue', rappen: 13480 },
    ]);
  });
});

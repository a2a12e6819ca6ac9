import { describe, expect, it } from 'vitest';
import { type BookWords, invoiceRows, moneyRows, voucherRows } from './book-rows';

const words: BookWords = { paymentMethod: (method) => `method:${method}`, orderStatus: (status) => `status:${status}` };

describe('invoiceRows', () => {
  it('dates an invoice by its Zurich day and numbers it with that year, amounts exact to the rappen', () => {
    // 23:30 on New Year's Eve in UTC is already 2027 in Zurich.
    const table = invoiceRows(
      [
        {
          number: '100042',
          createdAt: new Date('2026-12-31T23:30:00Z'),
          customer: 'Lea Keller',
          paymentMethod: 'invoice',
          status: 'paid',
          totalRappen: 23_480,
          voucherSalesRappen: 5_000,
          vatRateBp: 810,
          vatRappen: 1_385,
          paidByVouchersRappen: 3_000,
        },
      ],
      words,
    );
    expect(table.rows).toEqual([
      ['2027-100042', '100042', '01.01.2027', 'Lea Keller', 'method:invoice', 'status:paid', '234.80', '50.00', '8.1', '13.85', '30.00', '204.80'],
    ]);
    expect(table.columns).toHaveLength(table.rows[0]!.length);
  });
});

describe('moneyRows and voucherRows', () => {
  it('write a payment and a redeemed voucher with the Swiss date', () => {
    expect(
      moneyRows([{ day: '2026-03-05', orderNumber: '100001', paymentMethod: 'card', reference: 'pi_1', party: 'Lea Keller', amountRappen: 8_790 }], words).rows,
    ).toEqual([['05.03.2026', '100001', 'method:card', 'pi_1', 'Lea Keller', '87.90']]);
    expect(voucherRows([{ day: '2026-03-06', orderNumber: '100002', codes: 'GV-AAAA-BBBB-CCCC', amountRappen: 5_000 }]).rows).toEqual([
      ['06.03.2026', '100002', 'GV-AAAA-BBBB-CCCC', '50.00'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { BACKLOG_SLICES, INVOICE_AGES, netRevenueRappen, rangeOf } from './cockpit-rules';

const holds = (r: { fromDay: number | null; toDay: number | null }, days: number) => (r.fromDay ?? -Infinity) <= days && days <= (r.toDay ?? Infinity);

describe('the cockpit rules', () => {
  it('puts every day count in exactly one invoice age and backlog slice', () => {
    for (let days = -400; days <= 400; days += 1) {
      expect(
        INVOICE_AGES.filter((r) => holds(r, days)),
        String(days),
      ).toHaveLength(1);
      expect(
        BACKLOG_SLICES.filter((r) => holds(r, days)),
        String(days),
      ).toHaveLength(1);
    }
    expect(rangeOf(INVOICE_AGES, 0).age).toBe('notDue');
    expect(rangeOf(INVOICE_AGES, 30).age).toBe('overdue1to30');
    expect(rangeOf(INVOICE_AGES, 61).age).toBe('overdueOver60');
    expect(rangeOf(BACKLOG_SLICES, -1).slice).toBe('late');
    expect(rangeOf(BACKLOG_SLICES, 7).slice).toBe('nextWeek');
  });

  it('leaves the VAT and the gift vouchers sold out of the revenue', () => {
    expect(netRevenueRappen({ totalRappen: 15_000, voucherSalesRappen: 5_000, vatRappen: 750 })).toBe(9_250);
  });
});

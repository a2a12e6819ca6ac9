import { describe, expect, it } from 'vitest';
import { monthDays, statementTable } from './statement';

describe('monthDays', () => {
  it('gives the first and last day, February of a leap year and December too', () => {
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('statementTable', () => {
  it('lists a line per rate of each row and the total of the lines', () => {
    const table = statementTable(
      [
        {
          day: '2026-03-02',
          orderNumber: '100001',
          parts: [
            { rateBp: 1000, baseRappen: 9991, commissionRappen: 999 },
            { rateBp: 500, baseRappen: 3746, commissionRappen: 187 },
          ],
        },
        { day: '2026-03-20', orderNumber: '100001', parts: [{ rateBp: 1000, baseRappen: -2397, commissionRappen: -240 }] },
      ],
      'Total',
    );
    expect(table.rows).toEqual([
      ['02.03.2026', '100001', '99.91', '10', '9.99'],
      ['02.03.2026', '100001', '37.46', '5', '1.87'],
      ['20.03.2026', '100001', '-23.97', '10', '-2.40'],
      ['Total', '', '113.40', '', '9.46'],
    ]);
  });
});

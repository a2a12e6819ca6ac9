import { describe, expect, it } from 'vitest';
import { readTrackingLines } from './tracking-lines';

describe('readTrackingLines', () => {
  it('reads pasted lines and a CSV with its header, keeping the printed tracking number', () => {
    expect(readTrackingLines('1001, 99 60 123456 12345678\n\n1002;RR123456789CH')).toEqual({
      parcels: [
        { line: 1, orderNumber: '1001', trackingNumber: '99.60.123456.12345678' },
        { line: 3, orderNumber: '1002', trackingNumber: 'RR123456789CH' },
      ],
      unreadable: [],
    });
    expect(readTrackingLines('"Order","Tracking"\r\n"1003","rr123456789ch"\r\n').parcels).toEqual([
      { line: 2, orderNumber: '1003', trackingNumber: 'RR123456789CH' },
    ]);
  });

  it('names the lines it cannot read', () => {
    expect(readTrackingLines('1001\n1002, 12345\n1003, RR123456789CH, extra\n, RR123456789CH').unreadable).toEqual([1, 2, 3, 4]);
  });
});

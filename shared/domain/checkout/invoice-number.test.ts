import { describe, expect, it } from 'vitest';
import { invoiceFilename, invoiceNumber } from './invoice-number';

describe('invoiceNumber', () => {
  it('puts the year of the order in Zurich before the order number', () => {
    expect(invoiceNumber('100042', new Date('2026-11-23T10:00:00Z'))).toBe('2026-100042');
    // 23:30 UTC on New Year's Eve is already the new year in Zurich.
    expect(invoiceNumber('100043', new Date('2026-12-31T23:30:00Z'))).toBe('2027-100043');
  });

  it('names the file with the word for invoice it is given', () => {
    expect(invoiceFilename('Rechnung', '100043', new Date('2026-12-31T23:30:00Z'))).toBe('Rechnung-2027-100043.pdf');
  });
});

import { describe, expect, it } from 'vitest';
import { canvas } from '../test-fixtures';
import { saleVat } from './sale-vat';

describe('the VAT of a sale', () => {
  it('is included in the price of goods', () => {
    expect(saleVat(canvas)).toBe('included');
  });

  it('is none for a gift voucher (a multi-purpose voucher, marked by its value)', () => {
    expect(saleVat({ ...canvas, voucherValue: 50 })).toBe('none');
  });
});

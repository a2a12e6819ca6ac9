import type { Product } from '../product/product-schema';

/*
 * How the sale of a product is taxed (../../docs/domain.md, "VAT and vouchers"): a gift voucher
 * (the catalogue gives it a `voucherValue`) is a multi-purpose voucher, whose sale is no taxable
 * supply; everything else is sold with the standard rate included. The basket's lines
 * (server/features/basket/priced-basket.ts) and the configurator's price box read it from here.
 */

export type SaleVat = 'included' | 'none';

export function saleVat(product: Pick<Product, 'voucherValue'>): SaleVat {
  return product.voucherValue === undefined ? 'included' : 'none';
}

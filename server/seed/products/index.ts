import { acrylicGlass } from './acrylic-glass';
import { aluminiumDibond } from './aluminium-dibond';
import { canvas } from './canvas';
import { giftVoucher } from './gift-voucher';
import { poster } from './poster';
import { sampleSet } from './sample-set';
import { type ProductSeed, productRow } from './types';

export type { ProductSeed } from './types';

/** The products table rows, in catalogue order. */
export const products: ProductSeed[] = [canvas, poster, acrylicGlass, aluminiumDibond, giftVoucher, sampleSet].map((definition, index) =>
  productRow(index + 1, definition),
);

/** The wall-art products (with a size attribute), as the home page lists them. */
export const wallArtProductIds = ['canvas', 'poster', 'acrylic-glass', 'aluminium-dibond'];
export const giftProductIds = ['gift-voucher', 'sample-set'];

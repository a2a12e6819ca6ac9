import type { PrintArea } from '../product/product-schema';

/** A print area of `width` x `height` mm front with a side area and a bleed (mm). */
export const printArea = (width: number, height: number, sideArea: number, trim: number): PrintArea =>
  ({
    id: 'front',
    specs: { area: 'front', width, height, sideArea, trim, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
  }) as PrintArea;

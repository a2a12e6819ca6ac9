import type { VoucherRule } from './checkout/vouchers';
import { Product, type ProductInput } from './product/product-schema';

/*
 * Small products for the domain's tests and benchmark (independent of the server's seed data).
 * The figures in the tests are computed by hand from these, so change them only with the tests.
 */

const frontArea = (trim: number) => ({
  id: 'front',
  name: 'Front',
  specs: {
    area: 'front',
    width: 0,
    height: 0,
    trim,
    sideArea: 0,
    whitespaceTop: 0,
    whitespaceRight: 0,
    whitespaceBottom: 0,
    whitespaceLeft: 0,
  },
});

const frameResource = (id: string, name: string) => ({
  quantity: 1,
  productionResource: { id, name, type: 'frame', sizeType: 'frame' as const, canvasFrameGridDistance: 500 },
});

/**
 * A canvas on a stretcher frame: dynamic price per m² of the front, bulk tiers, 10 % format
 * selection discount, custom sizes allowed, limits, two shipping options.
 */
export const canvasInput: ProductInput = {
  id: 'canvas',
  name: 'Leinwand',
  slug: 'leinwand',
  summary: 'Leinwand auf Keilrahmen',
  attributes: [
    {
      id: 'size',
      title: 'Format',
      type: 'size',
      allowCustomSize: true,
      options: [
        { id: '30x20', name: '30 x 20 cm', orientation: 'landscape', group: 'Klein', modifications: { width: 30, height: 20 } },
        { id: '60x40', name: '60 x 40 cm', orientation: 'landscape', group: 'Mittel', modifications: { width: 60, height: 40 } },
        { id: '120x80', name: '120 x 80 cm', orientation: 'landscape', group: 'Gross', modifications: { width: 120, height: 80 } },
        { id: '20x30', name: '20 x 30 cm', orientation: 'portrait', group: 'Klein', modifications: { width: 20, height: 30 } },
        { id: '40x60', name: '40 x 60 cm', orientation: 'portrait', group: 'Mittel', modifications: { width: 40, height: 60 } },
        { id: '30x30', name: '30 x 30 cm', orientation: 'square', group: 'Quadrat', modifications: { width: 30, height: 30 } },
      ],
    },
    {
      id: 'frame',
      title: 'Keilrahmen',
      type: 'select',
      options: [
        {
          id: 'slim',
          name: '2 cm',
          modifications: { sideArea: 2, maxProductionTime: 1, resources: [frameResource('frame-slim', 'Keilrahmen 2 cm')] },
        },
        {
          id: 'deep',
          name: '4 cm',
          modifications: {
            sideArea: 4,
            baseCosts: 10,
            dynamicCosts: 20,
            minProductionTime: 1,
            maxProductionTime: 2,
            resources: [frameResource('frame-deep', 'Keilrahmen 4 cm')],
          },
        },
      ],
    },
    {
      id: 'finish',
      title: 'Oberfläche',
      type: 'select',
      options: [
        { id: 'matt', name: 'Matt' },
        { id: 'gloss', name: 'Glanz', modifications: { baseCosts: 5 } },
      ],
    },
  ],
  defaultConfiguration: { size: '60x40', frame: 'slim', finish: 'matt' },
  printAreas: [frontArea(5)],
  limitations: [
    { measure: 'surface', min: 0.04, max: 1.5 },
    { measure: 'length', max: 1500 },
    { measure: 'aspectratio', max: 3 },
    { measure: 'quantity', min: 1, max: 100 },
  ],
  resources: [
    { quantity: 1, productionResource: { id: 'canvas', name: 'Leinwand', type: 'material', sizeType: 'fullsurface', canvasFrameGridDistance: null } },
    { quantity: 2, productionResource: { id: 'hook', name: 'Aufhänger', type: 'hardware', sizeType: 'piece', canvasFrameGridDistance: null } },
  ],
  minProductionTime: 2,
  maxProductionTime: 4,
  pricing: {
    priceType: 'dynamic',
    baseCosts: 20,
    dynamicCosts: 80,
    calculationBase: 'surface',
    bulkPrices: [
      { fromAmount: 10, dynamicCosts: 60 },
      { fromAmount: 5, dynamicCosts: 70 },
    ],
    formatSelectionDiscount: 10,
  },
  shippingOptions: [
    {
      shippingOption_id: 1,
      shippingOptionRate_id: 11,
      name: 'Post',
      price: 9,
      shippingOptionExceptions: [
        { fromLongSide: 1000, shippingOptionRate_id: 12, price: 19 },
        { fromGirthMass: 3000, shippingOptionRate_id: 13, price: 39 },
      ],
    },
    { shippingOption_id: 2, shippingOptionRate_id: 21, name: 'Abholung', price: 0, pickup: true, transitDays: 0 },
  ],
};
export const canvas: Product = Product.parse(canvasInput);

/** A mug: static price with a promo in March 2025 (Zurich days). */
export const mugInput: ProductInput = {
  id: 'mug',
  name: 'Tasse',
  slug: 'tasse',
  summary: 'Fototasse',
  attributes: [
    {
      id: 'color',
      title: 'Farbe',
      type: 'select',
      options: [
        { id: 'white', name: 'Weiss' },
        { id: 'black', name: 'Schwarz', modifications: { baseCosts: 3, maxProductionTime: 2 } },
      ],
    },
  ],
  defaultConfiguration: { color: 'white' },
  printAreas: [{ id: 'wrap', name: 'Rundum', specs: { ...frontArea(2).specs, area: 'wrap', width: 200, height: 90 } }],
  resources: [{ quantity: 1, productionResource: { id: 'mug-blank', name: 'Tasse weiss', type: 'blank', sizeType: 'piece', canvasFrameGridDistance: null } }],
  minProductionTime: 1,
  maxProductionTime: 3,
  pricing: { priceType: 'static', fixPrice: 24.9, promoPrice: 19.9, promoFrom: '2025-03-01', promoTill: '2025-03-31' },
  shippingOptions: [{ shippingOption_id: 1, shippingOptionRate_id: 11, name: 'Post', price: 7 }],
};
export const mug: Product = Product.parse(mugInput);

/** A product priced per piece with the given CHF amounts (for rounding and tier examples). */
export function piecePriced(pricing: Partial<ProductInput['pricing']>): Product {
  return Product.parse({
    ...mugInput,
    id: 'piece',
    pricing: { priceType: 'dynamic', calculationBase: 'piece', ...pricing },
  });
}

/** The canvas with other pricing (the rest as the canvas). */
export function canvasPriced(pricing: Partial<ProductInput['pricing']>): Product {
  return Product.parse({ ...canvasInput, pricing: { ...canvasInput.pricing, ...pricing } });
}

/** A poster with `count` landscape sizes growing by 5 cm (20 x 15 cm, 25 x 20 cm, ...) in 4 groups. */
export function posterWithSizes(count: number): Product {
  const options = Array.from({ length: count }, (_, index) => {
    const width = 20 + 5 * index;
    const height = 15 + 5 * index;
    return {
      id: `${width}x${height}`,
      name: `${width} x ${height} cm`,
      orientation: 'landscape' as const,
      group: `Gruppe ${Math.floor((index * 4) / count) + 1}`,
      modifications: { width, height },
    };
  });
  return Product.parse({
    ...canvasInput,
    id: 'poster',
    name: 'Poster',
    slug: 'poster',
    attributes: [{ id: 'size', title: 'Format', type: 'size', options }, canvasInput.attributes[2]],
    defaultConfiguration: { size: options[0]?.id ?? 'none', finish: 'matt' },
    limitations: [],
  });
}

/** A voucher rule: 10 % off (WELCOME10), no limits, combinable, unless `overrides` say otherwise. */
export const voucherRule = (overrides: Partial<VoucherRule> = {}): VoucherRule => ({
  id: 1,
  code: 'WELCOME10',
  kind: 'percentage',
  percent: 10,
  amountRappen: null,
  minOrderRappen: 0,
  validFrom: null,
  validTill: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  usedCount: 0,
  combinable: true,
  ...overrides,
});

import { describe, it, expect } from 'vitest';
import { checkConfiguration } from './check-configuration';
import { canvas, canvasInput, mug } from '../test-fixtures';
import { Product, type LimitMeasure } from '../product/product-schema';

const today = new Date('2025-06-15T10:00:00Z');
const check = (configuration: Record<string, unknown>, quantity = 1, product = canvas) =>
  checkConfiguration(product, configuration as Product['defaultConfiguration'], quantity, today);
const priceFor = (quantity: number) => check(canvas.defaultConfiguration, quantity).price;
const custom = (width: number, height: number, quantity = 1) =>
  check({ size: { custom: true, width, height }, frame: 'slim', finish: 'matt' }, quantity).errors;
const withLimit = (measure: LimitMeasure, min?: number, max?: number) =>
  checkConfiguration(Product.parse({ ...canvasInput, limitations: [{ measure, min, max }] }), canvas.defaultConfiguration, 1, today).errors.map(
    (error) => error.code,
  );

describe('checkConfiguration: the canvas in its default configuration (60 x 40 cm, 2 cm frame, matt)', () => {
  const result = check(canvas.defaultConfiguration);

  it('adds the options modifications (cm x 10) to the print area specs', () => {
    // size 60 x 40 cm -> 600 x 400 mm; frame 2 cm sideArea -> 20 mm; trim 5 mm from the product
    expect(result.printAreas).toEqual([
      {
        id: 'front',
        name: 'Front',
        specs: {
          area: 'front',
          width: 600,
          height: 400,
          trim: 5,
          sideArea: 20,
          whitespaceTop: 0,
          whitespaceRight: 0,
          whitespaceBottom: 0,
          whitespaceLeft: 0,
        },
      },
    ]);
  });

  it('measures the first print area', () => {
    // full = 600 + 2*20 + 2*5 = 650, 400 + 40 + 10 = 450; girthmass = 650 + 2*(450 + 20) = 1590
    expect(result.measures).toMatchObject({
      length: 600,
      width: 400,
      fullLength: 650,
      fullWidth: 450,
      surface: 0.24,
      fullsurface: 0.2925,
      perimeter: 2000,
      girthmass: 1590,
      aspectratio: 1.5,
    });
  });

  it('prices it: 20 + 80 x 0.24 = 39.20, minus 10 % = 35.28, floor + .90 = 35.90', () => {
    expect(result.price).toEqual({
      currency: 'CHF',
      quantity: 1,
      unitRappen: 3590,
      totalRappen: 3590,
      unit: 35.9,
      total: 35.9,
      regularUnitRappen: null,
      regularUnit: null,
      promoApplied: false,
    });
  });

  it('lists shipping options: no exception reached (650 < 1000 long side, 1590 < 3000 girth)', () => {
    expect(result.shippingOptions).toEqual([
      { shippingOption_id: 1, shippingOptionRate_id: 11, name: 'Post', priceRappen: 900, price: 9, pickup: false, transitDays: 1 },
      { shippingOption_id: 2, shippingOptionRate_id: 21, name: 'Abholung', priceRappen: 0, price: 0, pickup: true, transitDays: 0 },
    ]);
  });

  it('builds the bill of materials: product resources, then the frame the option adds', () => {
    // canvas: 1 x 0.65 x 0.45 = 0.2925 m²; hooks: 2 pieces;
    // frame: 2 x 650 + 2 x 450, one brace (650 > 500: ceil(650/500) - 1 = 1) of fullWidth 450
    // = 1300 + 900 + 450 = 2650 mm = 2.65 m
    expect(result.bom).toEqual([
      { resourceId: 'canvas', name: 'Leinwand', type: 'material', sizeType: 'fullsurface', quantity: 0.2925, unit: 'm2' },
      { resourceId: 'hook', name: 'Aufhänger', type: 'hardware', sizeType: 'piece', quantity: 2, unit: 'piece' },
      {
        resourceId: 'frame-slim',
        name: 'Keilrahmen 2 cm',
        type: 'frame',
        sizeType: 'frame',
        quantity: 2.65,
        unit: 'm',
        bars: [
          { role: 'side', lengthMm: 650, count: 2 },
          { role: 'side', lengthMm: 450, count: 2 },
          { role: 'brace', lengthMm: 450, count: 1 },
        ],
      },
    ]);
  });

  it('sums production times: product 2-4, slim frame +0/+1 -> 2-5', () => {
    expect([result.minProductionTime, result.maxProductionTime]).toEqual([2, 5]);
  });

  it('gives details in attribute order, and the chosen options for the instruction', () => {
    const lines = [
      { property: 'Format', value: '60 x 40 cm' },
      { property: 'Keilrahmen', value: '2 cm' },
      { property: 'Oberfläche', value: 'Matt' },
    ];
    expect(result.customerDetails).toEqual(lines);
    expect(result.adminDetails).toEqual(lines);
    expect(result.configuration).toEqual({
      size: { custom: false, id: '60x40', name: '60 x 40 cm' },
      frame: { custom: false, id: 'slim', name: '2 cm' },
      finish: { custom: false, id: 'matt', name: 'Matt' },
    });
    expect(result.errors).toEqual([]);
  });
});

describe('checkConfiguration: other choices', () => {
  it('adds option costs and production days: deep frame + gloss', () => {
    // base 20 + 10 + 5 = 35; rate 80 + 20 = 100/m²; 35 + 100 x 0.24 = 59.00; -10 % = 53.10 -> 53.90
    const result = check({ size: '60x40', frame: 'deep', finish: 'gloss' });
    expect(result.price.unitRappen).toBe(5390);
    expect([result.minProductionTime, result.maxProductionTime]).toEqual([3, 6]);
    // full 690 x 490; frame 2 x 690 + 2 x 490 + 1 brace of 490 = 2850 mm
    expect(result.bom[2]).toMatchObject({ resourceId: 'frame-deep', quantity: 2.85 });
    // canvas 690 x 490 mm = 0.3381 m²
    expect(result.bom[0]).toMatchObject({ resourceId: 'canvas', quantity: 0.3381 });
  });

  it('braces both ways on a big frame: 120 x 80 cm', () => {
    // full 1250 x 850: across the long side ceil(1250/500) - 1 = 2 braces of 850,
    // across the short side ceil(850/500) - 1 = 1 brace of 1250; 2500 + 1700 + 1700 + 1250 = 7150 mm
    const result = check({ size: '120x80', frame: 'slim', finish: 'matt' });
    expect(result.bom[2]).toMatchObject({
      quantity: 7.15,
      bars: [
        { role: 'side', lengthMm: 1250, count: 2 },
        { role: 'side', lengthMm: 850, count: 2 },
        { role: 'brace', lengthMm: 850, count: 2 },
        { role: 'brace', lengthMm: 1250, count: 1 },
      ],
    });
    // 20 + 80 x 0.96 = 96.80; -10 % = 87.12 -> 87.90
    expect(result.price.unit).toBe(87.9);
    // girthmass 1250 + 2 x (850 + 20) = 2990 < 3000: only the long-side exception (19.00, rate 12)
    expect(result.shippingOptions[0]).toMatchObject({ shippingOptionRate_id: 12, price: 19 });
  });

  it('takes the highest applicable shipping exception: 120 x 80 cm with the deep frame', () => {
    // full 1290 x 890, girthmass 1290 + 2 x (890 + 40) = 3150 >= 3000: 19.00 and 39.00 apply, 39.00 wins
    const result = check({ size: '120x80', frame: 'deep', finish: 'matt' });
    expect(result.shippingOptions[0]).toMatchObject({ shippingOptionRate_id: 13, priceRappen: 3900 });
    // base 20 + 10 = 30, rate 80 + 20 = 100/m²: 30 + 100 x 0.96 = 126.00; -10 % = 113.40 -> 113.90
    expect(result.price.unitRappen).toBe(11390);
  });

  it('prices a custom size without the format discount: 50 x 50 cm', () => {
    // 20 + 80 x 0.25 = 40.00 -> 40.90 (a whole franc still ends in .90)
    const result = check({ size: { custom: true, width: 50, height: 50 }, frame: 'slim', finish: 'matt' });
    expect(result.errors).toEqual([]);
    expect(result.price.unitRappen).toBe(4090);
    expect(result.configuration.size).toEqual({ custom: true, width: 50, height: 50, name: '50 x 50 cm' });
    expect(result.customerDetails[0]).toEqual({ property: 'Format', value: '50 x 50 cm' });
  });

  it('applies the bulk tier with the highest fromAmount reached, exactly at fromAmount', () => {
    // q 4: rate 80 -> 35.90, total 143.60
    expect(priceFor(4)).toMatchObject({ unitRappen: 3590, totalRappen: 14360, total: 143.6 });
    // q 5: rate 70: 20 + 16.80 = 36.80; -10 % = 33.12 -> 33.90, total 169.50
    expect(priceFor(5)).toMatchObject({ unitRappen: 3390, totalRappen: 16950, quantity: 5 });
    expect(priceFor(9).unitRappen).toBe(3390);
    // q 10: rate 60: 20 + 14.40 = 34.40; -10 % = 30.96 -> 30.90, total 309.00
    expect(priceFor(10)).toMatchObject({ unitRappen: 3090, totalRappen: 30900, total: 309 });
  });

  it('falls back to the default option for an attribute the configuration leaves out', () => {
    const result = check({ size: '30x20' });
    expect(result.errors).toEqual([]);
    expect(Object.keys(result.configuration)).toEqual(['size', 'frame', 'finish']);
    // 20 + 80 x 0.06 = 24.80; -10 % = 22.32 -> 22.90
    expect(result.price.unit).toBe(22.9);
  });

  it('prices a static product with its fixPrice, option costs left aside, and sums production days', () => {
    const result = check({ color: 'black' }, 3, mug);
    expect(result.price).toMatchObject({ unitRappen: 2490, totalRappen: 7470, promoApplied: false });
    expect([result.minProductionTime, result.maxProductionTime]).toEqual([1, 5]);
  });
});

describe('checkConfiguration: configuration errors', () => {
  it('reports an attribute the product lacks', () => {
    const result = check({ ...canvas.defaultConfiguration, glazing: 'glass' });
    expect(result.errors).toEqual([{ code: 'invalid attribute configured', attributeId: 'glazing' }]);
    expect(result.price.unit).toBe(35.9);
  });

  it('reports an option the attribute lacks; the entry then contributes nothing', () => {
    const result = check({ size: '60x40', frame: 'golden', finish: 'matt' });
    expect(result.errors).toEqual([{ code: 'invalid attribute option', attributeId: 'frame', optionId: 'golden' }]);
    expect(result.configuration).not.toHaveProperty('frame');
    expect(result.printAreas[0]?.specs.sideArea).toBe(0);
  });

  it('accepts a custom size only where the attribute allows it', () => {
    const result = check({ size: '60x40', frame: { custom: true, width: 2, height: 2 } });
    expect(result.errors).toEqual([{ code: 'invalid attribute option', attributeId: 'frame', optionId: null }]);
  });

  it('refuses a custom size when the attribute does not allow custom sizes', () => {
    const fixedSizes = Product.parse({
      ...canvasInput,
      attributes: canvasInput.attributes.map((a) => (a.id === 'size' ? { ...a, allowCustomSize: false } : a)),
    });
    const result = check({ size: { custom: true, width: 50, height: 50 } }, 1, fixedSizes);
    expect(result.errors).toContainEqual({ code: 'invalid attribute option', attributeId: 'size', optionId: null });
  });

  it('reports a quantity that is not a whole number >= 1, and prices 1 piece', () => {
    const result = check(canvas.defaultConfiguration, 0);
    expect(result.errors).toEqual([
      { code: 'invalid quantity', quantity: 0 },
      { code: 'quantityTooSmall', measure: 'quantity', bound: 'min', limit: 1, actual: 0, unit: 'piece' },
    ]);
    expect(result.price).toMatchObject({ quantity: 1, totalRappen: 3590 });
    expect(check(canvas.defaultConfiguration, 2.5).errors[0]).toEqual({ code: 'invalid quantity', quantity: 2.5 });
  });
});

describe('checkConfiguration: limits of the canvas (custom sizes, 2 cm frame)', () => {
  it('allows values exactly at min and max', () => {
    expect(custom(150, 100)).toEqual([]); // surface 1.5 = max, length 1500 = max
    expect(custom(20, 20)).toEqual([]); // surface 0.04 = min
    expect(custom(90, 30)).toEqual([]); // aspect ratio 900 / 300 = 3 = max
    expect(custom(60, 40, 100)).toEqual([]); // quantity 100 = max
  });

  it('reports each breach with measure, bound, limit, actual and unit', () => {
    expect(custom(150.1, 100)).toEqual([
      { code: 'surfaceTooBig', measure: 'surface', bound: 'max', limit: 1.5, actual: 1.501, unit: 'm2' },
      { code: 'lengthTooBig', measure: 'length', bound: 'max', limit: 1500, actual: 1501, unit: 'mm' },
    ]);
    expect(custom(19.9, 20)).toEqual([{ code: 'surfaceTooSmall', measure: 'surface', bound: 'min', limit: 0.04, actual: 0.0398, unit: 'm2' }]);
    expect(custom(90.1, 30)).toEqual([{ code: 'aspectratioTooBig', measure: 'aspectratio', bound: 'max', limit: 3, actual: 901 / 300, unit: 'ratio' }]);
    expect(custom(60, 40, 101)).toEqual([{ code: 'quantityTooBig', measure: 'quantity', bound: 'max', limit: 100, actual: 101, unit: 'piece' }]);
  });

  // The default canvas measures (see above): every measure, at its value and just beyond it.
  const actual: Record<LimitMeasure, number> = {
    surface: 0.24,
    fullsurface: 0.2925,
    perimeter: 2000,
    fullLength: 650,
    fullWidth: 450,
    length: 600,
    width: 400,
    girthmass: 1590,
    aspectratio: 1.5,
    quantity: 1,
  };

  for (const [measure, value] of Object.entries(actual) as Array<[LimitMeasure, number]>) {
    it(`names ${measure}TooSmall and ${measure}TooBig, and allows ${value} at both bounds`, () => {
      expect(withLimit(measure, value, value)).toEqual([]);
      expect(withLimit(measure, value * 1.001)).toEqual([`${measure}TooSmall`]);
      expect(withLimit(measure, undefined, value * 0.999)).toEqual([`${measure}TooBig`]);
    });
  }
});

describe('checkConfiguration: absurd sizes', () => {
  it('reports a measure that is not finite and prices a dynamic product at 0 instead of throwing', () => {
    // 1e308 cm x 10 overflows to Infinity mm
    const result = check({ size: { custom: true, width: 1e308, height: 10 }, frame: 'slim' });
    expect(result.errors.filter((e) => e.code === 'invalid measure')).toEqual([
      { code: 'invalid measure', measure: 'frontWidth' },
      { code: 'invalid measure', measure: 'fullFrontWidth' },
      { code: 'invalid measure', measure: 'perimeter' },
      { code: 'invalid measure', measure: 'girthmass' },
    ]);
    expect(result.price.totalRappen).toBe(0);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Product, limitMeasures, orientations, type Configuration, type ConfigurationValue, type ProductInput } from './product/product-schema';
import { checkConfiguration } from './check/check-configuration';
import { priceList } from './price-list/price-list';
import { sizeQualities } from './design/size-quality';
import { initialConfiguratorState, type ConfiguratorEnv } from './configurator/configurator-state';
import { chooseProduct, setAttributeOption, setQuantity } from './configurator/configure';
import { loadBasketItem, toBasketItem } from './configurator/basket-item';
import { canvas, canvasInput } from './test-fixtures';

/*
 * Properties over products the schema accepts. Generators draw ids from small pools so that
 * configurations hit real attributes and options often, and include '__proto__' / 'constructor'.
 */

const attributeIds = ['size', 'frame', 'finish', 'constructor', '__proto__'] as const;
const optionIds = ['s', 'm', 'l', 'xl'] as const;

const hugeNumber = fc.double({ min: 0, max: Number.MAX_VALUE, noNaN: true, noDefaultInfinity: true });
const moderate = fc.integer({ min: 0, max: 5000 }).map((n) => n / 10);
const anyLength = fc.oneof(moderate, moderate, hugeNumber);
const chf = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((r) => r / 100);
const isoDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

function productArbitrary(length: fc.Arbitrary<number>, money: fc.Arbitrary<number>): fc.Arbitrary<ProductInput> {
  const resource = fc.record({
    quantity: length,
    productionResource: fc.record({
      id: fc.constantFrom('r1', 'r2'),
      name: fc.string(),
      type: fc.string(),
      sizeType: fc.constantFrom('piece', 'surface', 'fullsurface', 'perimeter', 'frame'),
      canvasFrameGridDistance: fc.option(length, { nil: null }),
    }),
  });
  const modifications = fc.record(
    {
      width: length,
      height: length,
      sideArea: length,
      trim: length,
      whitespaceTop: length,
      whitespaceRight: length,
      whitespaceBottom: length,
      whitespaceLeft: length,
      baseCosts: money,
      dynamicCosts: money,
      minProductionTime: fc.nat(20),
      maxProductionTime: fc.nat(20),
      resources: fc.array(resource, { maxLength: 2 }),
    },
    { requiredKeys: [] },
  );
  const option = fc.record(
    {
      id: fc.constantFrom(...optionIds),
      name: fc.string(),
      orientation: fc.constantFrom(...orientations),
      group: fc.constantFrom('A', 'B'),
      modifications,
    },
    { requiredKeys: ['id', 'name'] },
  );
  const attribute = fc.record({
    id: fc.constantFrom(...attributeIds),
    title: fc.string(),
    type: fc.constantFrom('size', 'select'),
    options: fc.array(option, { minLength: 1, maxLength: 4 }),
    allowCustomSize: fc.boolean(),
  });
  const specs = fc.record({
    area: fc.string(),
    width: length,
    height: length,
    trim: length,
    sideArea: length,
    whitespaceTop: length,
    whitespaceRight: length,
    whitespaceBottom: length,
    whitespaceLeft: length,
  });
  const limitation = fc.record({ measure: fc.constantFrom(...limitMeasures), min: length, max: length }, { requiredKeys: ['measure'] });
  const pricing = fc.record({
    priceType: fc.constantFrom('static', 'dynamic'),
    fixPrice: money,
    promoPrice: money,
    promoFrom: fc.option(isoDate, { nil: null }),
    promoTill: fc.option(isoDate, { nil: null }),
    baseCosts: money,
    dynamicCosts: money,
    calculationBase: fc.constantFrom('surface', 'fullsurface', 'perimeter', 'piece'),
    staggeredBase: fc.oneof(fc.constant(0), length, fc.double({ min: 0, max: 1e-6, noNaN: true })),
    bulkPrices: fc.array(fc.record({ fromAmount: fc.integer({ min: 1, max: 50 }), dynamicCosts: money }), { maxLength: 3 }),
    formatSelectionDiscount: fc.double({ min: 0, max: 100, noNaN: true }),
  });
  const exception = fc.record({
    fromLongSide: fc.option(length, { nil: null }),
    fromShortSide: fc.option(length, { nil: null }),
    fromGirthMass: fc.option(length, { nil: null }),
    shippingOptionRate_id: fc.nat(99),
    price: money,
  });
  const shippingOption = fc.record({
    shippingOption_id: fc.nat(5),
    shippingOptionRate_id: fc.nat(99),
    name: fc.string(),
    price: money,
    shippingOptionExceptions: fc.array(exception, { maxLength: 3 }),
  });
  return fc.record({
    id: fc.constant('p'),
    name: fc.string(),
    slug: fc.string(),
    summary: fc.string(),
    attributes: fc.array(attribute, { maxLength: 4 }),
    defaultConfiguration: configurationArbitrary(length),
    printAreas: fc.array(fc.record({ id: fc.constantFrom('front', 'back'), name: fc.string(), specs }), { maxLength: 2 }),
    limitations: fc.array(limitation, { maxLength: 4 }),
    resources: fc.array(resource, { maxLength: 3 }),
    minProductionTime: fc.nat(30),
    maxProductionTime: fc.nat(30),
    pricing,
    shippingOptions: fc.array(shippingOption, { maxLength: 3 }),
  }) as fc.Arbitrary<ProductInput>;
}

function configurationArbitrary(length: fc.Arbitrary<number>): fc.Arbitrary<Configuration> {
  const positive = length.filter((n) => n > 0);
  const value: fc.Arbitrary<ConfigurationValue> = fc.oneof(
    fc.constantFrom<ConfigurationValue>(...optionIds, 'unknown'),
    fc.record({ custom: fc.constant(true as const), width: positive, height: positive }),
  );
  return fc.array(fc.tuple(fc.constantFrom<string>(...attributeIds, 'unknown'), value), { maxLength: 5 }).map((entries) => Object.fromEntries(entries));
}

const anyProduct = productArbitrary(anyLength, fc.oneof(chf(1000), chf(1e9))).map((input) => Product.parse(input));
const sensibleProduct = productArbitrary(moderate, chf(1000)).map((input) => Product.parse(input));
const anyQuantity = fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double());
const anyDate = fc.date({ noInvalidDate: false });

describe('properties of the check', () => {
  it('never throws on a product the schema accepts, whatever the configuration, quantity and date', () => {
    fc.assert(
      fc.property(anyProduct, configurationArbitrary(anyLength), anyQuantity, anyDate, (product, configuration, quantity, today) => {
        const result = checkConfiguration(product, configuration, quantity, today);
        expect(result.price.unitRappen).toBeGreaterThanOrEqual(0);
        priceList(product, today);
        sizeQualities(product, { width: 4000, height: 3000 });
      }),
      { numRuns: 300 },
    );
  });

  it('prices dynamic products never below 0.90 and always ending in .90', () => {
    const dynamic = sensibleProduct.map((p) => ({ ...p, pricing: { ...p.pricing, priceType: 'dynamic' as const } }));
    fc.assert(
      fc.property(dynamic, configurationArbitrary(moderate), fc.integer({ min: 1, max: 500 }), (product, configuration, quantity) => {
        const { price } = checkConfiguration(product, configuration, quantity, new Date());
        expect(price.unitRappen).toBeGreaterThanOrEqual(90);
        expect(price.unitRappen % 100).toBe(90);
        expect(price.totalRappen).toBe(price.unitRappen * quantity);
        expect(price.total).toBeCloseTo(price.totalRappen / 100, 9);
      }),
    );
  });

  it('never raises the unit price for more pieces (tiers that do not get dearer)', () => {
    // Bulk tiers are well-formed when a higher fromAmount never has a higher rate than a lower one.
    const tiered = fc
      .tuple(sensibleProduct, chf(500), fc.array(fc.tuple(fc.integer({ min: 1, max: 60 }), chf(500)), { maxLength: 4 }))
      .map(([product, rate, tiers]) => {
        let cap = rate;
        const bulkPrices = tiers
          .toSorted((a, b) => a[0] - b[0])
          .map(([fromAmount, cost]) => {
            cap = Math.min(cap, cost);
            return { fromAmount, dynamicCosts: cap };
          });
        return { ...product, pricing: { ...product.pricing, dynamicCosts: rate, bulkPrices } };
      });
    fc.assert(
      fc.property(
        tiered,
        configurationArbitrary(moderate),
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 0, max: 80 }),
        (product, configuration, fewer, more) => {
          const unit = (quantity: number) => checkConfiguration(product, configuration, quantity, new Date()).price.unitRappen;
          expect(unit(fewer + more)).toBeLessThanOrEqual(unit(fewer));
        },
      ),
    );
  });

  it('never prices a bigger catalogue size lower within one product', () => {
    const size = fc.record({ w: fc.integer({ min: 1, max: 2000 }), h: fc.integer({ min: 1, max: 2000 }) }).map(({ w, h }) => ({
      id: `${w}x${h}`,
      name: `${w / 10} x ${h / 10} cm`,
      modifications: { width: w / 10, height: h / 10 },
    }));
    const pricing = fc.record({
      priceType: fc.constant('dynamic' as const),
      baseCosts: chf(100),
      dynamicCosts: chf(500),
      calculationBase: fc.constantFrom('surface' as const, 'fullsurface' as const, 'perimeter' as const, 'piece' as const),
      staggeredBase: fc.constantFrom(0, 0.1, 0.25, 0.5),
      formatSelectionDiscount: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(size, { minLength: 2, maxLength: 8, selector: (s) => s.id }), pricing, (sizes, productPricing) => {
        const product = Product.parse({
          ...canvasInput,
          attributes: [{ ...canvasInput.attributes[0]!, options: sizes }, ...canvasInput.attributes.slice(1)],
          defaultConfiguration: { ...canvasInput.defaultConfiguration, size: sizes[0]!.id },
          pricing: productPricing,
        });
        const prices = new Map(
          priceList(product, new Date())
            .orientations.flatMap((o) => o.groups.flatMap((g) => g.entries))
            .map((entry) => [entry.optionId, entry.price.unitRappen]),
        );
        const cheaperButBigger = sizes.flatMap((a) =>
          sizes
            .filter((b) => a.modifications.width >= b.modifications.width && a.modifications.height >= b.modifications.height)
            .filter((b) => (prices.get(a.id) ?? 0) < (prices.get(b.id) ?? 0))
            .map((b) => [a.id, b.id]),
        );
        expect(prices.size).toBe(sizes.length);
        expect(cheaperButBigger).toEqual([]);
      }),
    );
  });
});

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

describe('purity', () => {
  it('changes none of its inputs (deep-frozen, and deep-equal before and after)', () => {
    fc.assert(
      fc.property(sensibleProduct, configurationArbitrary(moderate), fc.integer({ min: 1, max: 99 }), (product, configuration, quantity) => {
        const before = structuredClone({ product, configuration });
        const today = new Date('2025-03-15T12:00:00Z');
        deepFreeze(product);
        deepFreeze(configuration);
        checkConfiguration(product, configuration, quantity, today);
        priceList(product, today);
        sizeQualities(product, { width: 1000, height: 800 }, configuration);
        expect({ product, configuration }).toEqual(before);
      }),
    );
  });

  it('reducers return new states and leave the old ones as they were', () => {
    const env: ConfiguratorEnv = { today: new Date('2025-03-15T12:00:00Z'), logger: { warn: () => {}, error: () => {} } };
    const start = deepFreeze(initialConfiguratorState());
    const product = deepFreeze(structuredClone(canvas));
    const chosen = deepFreeze(chooseProduct(start, product, env));
    const snapshot = structuredClone(chosen);
    const changed = deepFreeze(setQuantity(setAttributeOption(chosen, 'size', '120x80', env), 5, env));
    const reloaded = loadBasketItem(chosen, product, deepFreeze(toBasketItem(changed)), env);
    expect(chosen).toEqual(snapshot);
    expect(start).toEqual(initialConfiguratorState());
    expect(reloaded.price).toEqual(changed.price);
  });
});

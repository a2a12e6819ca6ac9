import { z } from 'zod';
import { orientations } from './orientations';

/*
 * The product model, as the server serves it for one language (texts already localized).
 * Units that must stay true everywhere:
 * - print area specs on the product are millimetres;
 * - option modifications of lengths are centimetres (the spec's rule: cm x 10 = mm);
 * - money fields are CHF with at most two decimals (VAT included); the domain computes in rappen.
 */

export { orientations };
export const Orientation = z.enum(orientations);
export type Orientation = z.infer<typeof Orientation>;

export const limitMeasures = [
  'surface',
  'fullsurface',
  'perimeter',
  'fullLength',
  'fullWidth',
  'length',
  'width',
  'girthmass',
  'aspectratio',
  'quantity',
] as const;
export const LimitMeasure = z.enum(limitMeasures);
export type LimitMeasure = z.infer<typeof LimitMeasure>;

const nonNegative = z.number().finite().nonnegative();
const chf = z.number().finite().nonnegative().multipleOf(0.01);
const days = z.number().int().nonnegative();

export const ProductionResource = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: z.string(),
  sizeType: z.enum(['piece', 'surface', 'fullsurface', 'perimeter', 'frame']),
  canvasFrameGridDistance: nonNegative.nullable(),
});
export type ProductionResource = z.infer<typeof ProductionResource>;

export const Resource = z.object({
  quantity: nonNegative,
  productionResource: ProductionResource,
});
export type Resource = z.infer<typeof Resource>;

/** What choosing an option adds to the product: lengths in cm, money in CHF, time in working days. */
export const OptionModifications = z.object({
  width: nonNegative.optional(),
  height: nonNegative.optional(),
  sideArea: nonNegative.optional(),
  trim: nonNegative.optional(),
  whitespaceTop: nonNegative.optional(),
  whitespaceRight: nonNegative.optional(),
  whitespaceBottom: nonNegative.optional(),
  whitespaceLeft: nonNegative.optional(),
  baseCosts: chf.optional(),
  dynamicCosts: chf.optional(),
  minProductionTime: days.optional(),
  maxProductionTime: days.optional(),
  resources: z.array(Resource).optional(),
});
export type OptionModifications = z.infer<typeof OptionModifications>;

export const AttributeOption = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** Only on options of the `size` attribute. */
  orientation: Orientation.optional(),
  /** Format group of a size option (e.g. 'A formats', 'Square'), used by the price list. */
  group: z.string().optional(),
  modifications: OptionModifications.default({}),
});
export type AttributeOption = z.infer<typeof AttributeOption>;

export const Attribute = z.object({
  id: z.string().min(1),
  title: z.string(),
  type: z.enum(['size', 'select']),
  options: z.array(AttributeOption).min(1),
  /** A size attribute may accept a custom width x height in cm, bounded by the product's limitations. */
  allowCustomSize: z.boolean().default(false),
});
export type Attribute = z.infer<typeof Attribute>;

/** A custom size chosen instead of a catalogue option (centimetres). */
export const CustomSize = z
  .object({
    custom: z.literal(true),
    width: z.number().finite().positive(),
    height: z.number().finite().positive(),
  })
  .strict();
export type CustomSize = z.infer<typeof CustomSize>;

export const ConfigurationValue = z.union([z.string().min(1), CustomSize]);
export type ConfigurationValue = z.infer<typeof ConfigurationValue>;

/** Attribute id -> chosen option id (or a custom size). */
export const Configuration = z.record(z.string(), ConfigurationValue);
export type Configuration = z.infer<typeof Configuration>;

export const PrintAreaSpecs = z.object({
  area: z.string(),
  width: nonNegative,
  height: nonNegative,
  trim: nonNegative,
  sideArea: nonNegative,
  whitespaceTop: nonNegative,
  whitespaceRight: nonNegative,
  whitespaceBottom: nonNegative,
  whitespaceLeft: nonNegative,
});
export type PrintAreaSpecs = z.infer<typeof PrintAreaSpecs>;

export const PrintArea = z.object({
  id: z.string().min(1),
  name: z.string(),
  specs: PrintAreaSpecs,
});
export type PrintArea = z.infer<typeof PrintArea>;

export const Limitation = z.object({
  measure: LimitMeasure,
  min: nonNegative.optional(),
  max: nonNegative.optional(),
});
export type Limitation = z.infer<typeof Limitation>;

export const BulkPrice = z.object({
  fromAmount: z.number().int().positive(),
  dynamicCosts: chf,
});
export type BulkPrice = z.infer<typeof BulkPrice>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const Pricing = z.object({
  priceType: z.enum(['static', 'dynamic']),
  fixPrice: chf.default(0),
  promoPrice: chf.default(0),
  /** Calendar days in Europe/Zurich; the promo lasts till the end of promoTill. */
  promoFrom: isoDate.nullable().default(null),
  promoTill: isoDate.nullable().default(null),
  baseCosts: chf.default(0),
  dynamicCosts: chf.default(0),
  calculationBase: z.enum(['surface', 'fullsurface', 'perimeter', 'piece']).default('piece'),
  staggeredBase: nonNegative.default(0),
  bulkPrices: z.array(BulkPrice).default([]),
  /** Percent taken off when a catalogue size (not a custom size) is chosen. */
  formatSelectionDiscount: z.number().min(0).max(100).default(0),
});
export type Pricing = z.infer<typeof Pricing>;

export const ShippingOptionException = z.object({
  fromLongSide: nonNegative.nullable().default(null),
  fromShortSide: nonNegative.nullable().default(null),
  fromGirthMass: nonNegative.nullable().default(null),
  shippingOptionRate_id: z.number().int(),
  price: chf,
});
export type ShippingOptionException = z.infer<typeof ShippingOptionException>;

export const ShippingOption = z.object({
  shippingOption_id: z.number().int(),
  shippingOptionRate_id: z.number().int(),
  name: z.string(),
  price: chf,
  shippingOptionExceptions: z.array(ShippingOptionException).default([]),
  /** Collected at the workshop: offered, but never the default while a delivery is possible. */
  pickup: z.boolean().default(false),
  /** Working days from dispatch to the door (0 for a pickup); the expected delivery date adds them to production. */
  transitDays: z.number().int().min(0).max(30).default(1),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

export const Product = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** The product's path segment in the current language (e.g. 'leinwand' / 'toile'). */
  slug: z.string(),
  summary: z.string(),
  attributes: z.array(Attribute),
  defaultConfiguration: Configuration,
  printAreas: z.array(PrintArea),
  limitations: z.array(Limitation).default([]),
  resources: z.array(Resource).default([]),
  minProductionTime: days,
  maxProductionTime: days,
  pricing: Pricing,
  shippingOptions: z.array(ShippingOption),
  /**
   * A gift voucher: what each piece pays when redeemed (CHF), whatever it sold for. Its sale is a
   * multi-purpose voucher (../shared/docs/domain.md): no VAT, and no discount code lowers it.
   */
  voucherValue: z.number().positive().optional(),
});
export type Product = z.infer<typeof Product>;
export type ProductInput = z.input<typeof Product>;

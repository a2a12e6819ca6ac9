import { z } from 'zod/mini';
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

const nonNegative = z.number().check(z.nonnegative());
const chf = z.number().check(z.nonnegative(), z.multipleOf(0.01));
const days = z.number().check(z.int(), z.nonnegative());

export const ProductionResource = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  type: z.string(),
  sizeType: z.enum(['piece', 'surface', 'fullsurface', 'perimeter', 'frame']),
  canvasFrameGridDistance: z.nullable(nonNegative),
});
export type ProductionResource = z.infer<typeof ProductionResource>;

export const Resource = z.object({
  quantity: nonNegative,
  productionResource: ProductionResource,
});
export type Resource = z.infer<typeof Resource>;

/** What choosing an option adds to the product: lengths in cm, money in CHF, time in working days. */
export const OptionModifications = z.object({
  width: z.optional(nonNegative),
  height: z.optional(nonNegative),
  sideArea: z.optional(nonNegative),
  trim: z.optional(nonNegative),
  whitespaceTop: z.optional(nonNegative),
  whitespaceRight: z.optional(nonNegative),
  whitespaceBottom: z.optional(nonNegative),
  whitespaceLeft: z.optional(nonNegative),
  baseCosts: z.optional(chf),
  dynamicCosts: z.optional(chf),
  minProductionTime: z.optional(days),
  maxProductionTime: z.optional(days),
  resources: z.optional(z.array(Resource)),
});
export type OptionModifications = z.infer<typeof OptionModifications>;

export const AttributeOption = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  /** Only on options of the `size` attribute. */
  orientation: z.optional(Orientation),
  /** Format group of a size option (e.g. 'A formats', 'Square'), used by the price list. */
  group: z.optional(z.string()),
  modifications: z._default(OptionModifications, {}),
});
export type AttributeOption = z.infer<typeof AttributeOption>;

export const Attribute = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  type: z.enum(['size', 'select']),
  options: z.array(AttributeOption).check(z.minLength(1)),
  /** A size attribute may accept a custom width x height in cm, bounded by the product's limitations. */
  allowCustomSize: z._default(z.boolean(), false),
});
export type Attribute = z.infer<typeof Attribute>;

/** A custom size chosen instead of a catalogue option (centimetres). */
export const CustomSize = z.strictObject({
  custom: z.literal(true),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
});
export type CustomSize = z.infer<typeof CustomSize>;

export const ConfigurationValue = z.union([z.string().check(z.minLength(1)), CustomSize]);
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
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  specs: PrintAreaSpecs,
});
export type PrintArea = z.infer<typeof PrintArea>;

export const Limitation = z.object({
  measure: LimitMeasure,
  min: z.optional(nonNegative),
  max: z.optional(nonNegative),
});
export type Limitation = z.infer<typeof Limitation>;

export const BulkPrice = z.object({
  fromAmount: z.number().check(z.int(), z.positive()),
  dynamicCosts: chf,
});
export type BulkPrice = z.infer<typeof BulkPrice>;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));

export const Pricing = z.object({
  priceType: z.enum(['static', 'dynamic']),
  fixPrice: z._default(chf, 0),
  promoPrice: z._default(chf, 0),
  /** Calendar days in Europe/Zurich; the promo lasts till the end of promoTill. */
  promoFrom: z._default(z.nullable(isoDate), null),
  promoTill: z._default(z.nullable(isoDate), null),
  baseCosts: z._default(chf, 0),
  dynamicCosts: z._default(chf, 0),
  calculationBase: z._default(z.enum(['surface', 'fullsurface', 'perimeter', 'piece']), 'piece'),
  staggeredBase: z._default(nonNegative, 0),
  bulkPrices: z._default(z.array(BulkPrice), []),
  /** Percent taken off when a catalogue size (not a custom size) is chosen. */
  formatSelectionDiscount: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
});
export type Pricing = z.infer<typeof Pricing>;

export const ShippingOptionException = z.object({
  fromLongSide: z._default(z.nullable(nonNegative), null),
  fromShortSide: z._default(z.nullable(nonNegative), null),
  fromGirthMass: z._default(z.nullable(nonNegative), null),
  shippingOptionRate_id: z.number().check(z.int()),
  price: chf,
});
export type ShippingOptionException = z.infer<typeof ShippingOptionException>;

export const ShippingOption = z.object({
  shippingOption_id: z.number().check(z.int()),
  shippingOptionRate_id: z.number().check(z.int()),
  name: z.string(),
  price: chf,
  shippingOptionExceptions: z._default(z.array(ShippingOptionException), []),
  /** Collected at the workshop: offered, but never the default while a delivery is possible. */
  pickup: z._default(z.boolean(), false),
  /** Working days from dispatch to the door (0 for a pickup); the expected delivery date adds them to production. */
  transitDays: z._default(z.number().check(z.int(), z.gte(0), z.lte(30)), 1),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

/** The printing conditions a product can print to: the RGB printers' (sRGB) or offset-like CMYK on coated stock (FOGRA39). */
export const outputConditions = ['srgb', 'fogra39'] as const;

/** The ICC rendering intents a product's colours can be converted to its printing condition with (perceptual for photos). */
export const renderingIntents = ['perceptual', 'relative', 'saturation', 'absolute'] as const;
export type RenderingIntent = (typeof renderingIntents)[number];

export const Product = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  /** The product's path segment in the current language (e.g. 'leinwand' / 'toile'). */
  slug: z.string(),
  summary: z.string(),
  attributes: z.array(Attribute),
  defaultConfiguration: Configuration,
  printAreas: z.array(PrintArea),
  limitations: z._default(z.array(Limitation), []),
  resources: z._default(z.array(Resource), []),
  minProductionTime: days,
  maxProductionTime: days,
  pricing: Pricing,
  shippingOptions: z.array(ShippingOption),
  /**
   * A gift voucher: what each piece pays when redeemed (CHF), whatever it sold for. Its sale is a
   * multi-purpose voucher (../shared/docs/domain.md): no VAT, and no discount code lowers it.
   */
  voucherValue: z.optional(z.number().check(z.positive())),
  /**
   * Whether the product prints the customer's design: then every print area needs a picture before
   * it can be ordered (../design/design-requirement.ts). False for a product that prints none of
   * the customer's (a gift voucher, whose card carries its code; a sample set): it is ordered as
   * configured, without a picture.
   */
  printsDesign: z._default(z.boolean(), true),
  /** The printing condition of the printer that prints it: the print file's output intent, and the raster's colours. */
  outputCondition: z._default(z.enum(outputConditions), 'srgb'),
  /** How colours the printing condition cannot reach are mapped into it (with black point compensation). */
  renderingIntent: z._default(z.enum(renderingIntents), 'perceptual'),
});
export type Product = z.infer<typeof Product>;
export type ProductInput = z.input<typeof Product>;

import { z } from 'zod';
import { Configuration, LimitMeasure, PrintArea } from '../domain/product/product-schema';
import { endpoint } from './endpoint';
import { ProductIdParams } from './config';

const rappen = z.number().int();
const chf = z.number();

export const PriceSchema = z.object({
  currency: z.literal('CHF'),
  quantity: z.number(),
  unitRappen: rappen,
  totalRappen: rappen,
  unit: chf,
  total: chf,
  /** Set only while a promo applies: the regular price, shown struck through. */
  regularUnitRappen: rappen.nullable(),
  regularUnit: chf.nullable(),
  promoApplied: z.boolean(),
});

export const CheckErrorSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('invalid attribute configured'), attributeId: z.string() }),
  z.object({ code: z.literal('invalid attribute option'), attributeId: z.string(), optionId: z.string().nullable() }),
  z.object({ code: z.literal('invalid quantity'), quantity: z.number().nullable() }),
  z.object({ code: z.literal('invalid measure'), measure: z.string() }),
  ...LimitMeasure.options.flatMap((measure) =>
    (['TooSmall', 'TooBig'] as const).map((suffix) =>
      z.object({
        code: z.literal(`${measure}${suffix}`),
        measure: z.literal(measure),
        bound: z.enum(['min', 'max']),
        limit: z.number(),
        actual: z.number().nullable(),
        unit: z.enum(['mm', 'm2', 'ratio', 'piece']),
      }),
    ),
  ),
]);

export const CheckResultSchema = z.object({
  price: PriceSchema,
  printAreas: z.array(PrintArea),
  shippingOptions: z.array(
    z.object({
      shippingOption_id: z.number().int(),
      shippingOptionRate_id: z.number().int(),
      name: z.string(),
      priceRappen: rappen,
      price: chf,
    }),
  ),
  /** For one piece. */
  bom: z.array(
    z.object({
      resourceId: z.string(),
      name: z.string(),
      type: z.string(),
      sizeType: z.string(),
      quantity: z.number(),
      unit: z.enum(['piece', 'm2', 'm']),
      bars: z
        .array(z.object({ role: z.enum(['side', 'brace']), lengthMm: z.number(), count: z.number().int() }))
        .readonly()
        .optional(),
    }),
  ),
  minProductionTime: z.number().int(),
  maxProductionTime: z.number().int(),
  customerDetails: z.array(z.object({ property: z.string(), value: z.string() })),
  adminDetails: z.array(z.object({ property: z.string(), value: z.string() })),
  errors: z.array(CheckErrorSchema),
  configuration: z.record(
    z.string(),
    z.union([
      z.object({ custom: z.literal(false), id: z.string(), name: z.string() }),
      z.object({ custom: z.literal(true), width: z.number(), height: z.number(), name: z.string() }),
    ]),
  ),
  /** Measures of the first print area (mm, m², ratio); null where a measure is not finite. */
  measures: z.record(z.string(), z.number().nullable()),
});
export type CheckResultBody = z.infer<typeof CheckResultSchema>;

export const CheckRequest = z
  .object({
    configuration: Configuration,
    quantity: z.number().int().min(1).max(100_000).default(1),
  })
  .strict();
export type CheckRequest = z.infer<typeof CheckRequest>;

export const postConfigCheck = endpoint({
  method: 'POST',
  path: '/api/config/:productId/check',
  summary:
    'The authoritative configuration check and price (CHF, VAT included) of shared/domain, as the basket and checkout compute it. Check errors (invalid attributes, limits) come back as data in `errors` with status 200.',
  tags: ['config'],
  params: ProductIdParams,
  body: CheckRequest,
  response: CheckResultSchema,
  errors: [404, 415],
});

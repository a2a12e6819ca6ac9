import { z } from 'zod/mini';
import { Configuration, LimitMeasure, PrintArea } from '../domain/product/product-schema';
import { endpointsTagged } from './endpoint';
import { ProductIdParams } from './config';
import * as routes from './routes/config-check';

const endpoint = endpointsTagged('config');

const rappen = z.number().check(z.int());
const chf = z.number();

export const PriceSchema = z.object({
  currency: z.literal('CHF'),
  quantity: z.number(),
  unitRappen: rappen,
  totalRappen: rappen,
  unit: chf,
  total: chf,
  /** Set only while a promo applies: the regular price, shown struck through. */
  regularUnitRappen: z.nullable(rappen),
  regularUnit: z.nullable(chf),
  promoApplied: z.boolean(),
});

export const CheckErrorSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('invalid attribute configured'), attributeId: z.string() }),
  z.object({ code: z.literal('invalid attribute option'), attributeId: z.string(), optionId: z.nullable(z.string()) }),
  z.object({ code: z.literal('invalid quantity'), quantity: z.nullable(z.number()) }),
  z.object({ code: z.literal('invalid measure'), measure: z.string() }),
  ...LimitMeasure.options.flatMap((measure) =>
    (['TooSmall', 'TooBig'] as const).map((suffix) =>
      z.object({
        code: z.literal(`${measure}${suffix}`),
        measure: z.literal(measure),
        bound: z.enum(['min', 'max']),
        limit: z.number(),
        actual: z.nullable(z.number()),
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
      shippingOption_id: z.number().check(z.int()),
      shippingOptionRate_id: z.number().check(z.int()),
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
      bars: z.optional(z.readonly(z.array(z.object({ role: z.enum(['side', 'brace']), lengthMm: z.number(), count: z.number().check(z.int()) })))),
    }),
  ),
  minProductionTime: z.number().check(z.int()),
  maxProductionTime: z.number().check(z.int()),
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
  measures: z.record(z.string(), z.nullable(z.number())),
});
export type CheckResultBody = z.infer<typeof CheckResultSchema>;

export const CheckRequest = z.strictObject({
  configuration: Configuration,
  quantity: z._default(z.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});
export type CheckRequest = z.infer<typeof CheckRequest>;

export const postConfigCheckSchemas = { params: ProductIdParams, body: CheckRequest, response: CheckResultSchema };
export const postConfigCheck = endpoint(routes.postConfigCheck, postConfigCheckSchemas, {
  summary:
    'The authoritative configuration check and price (CHF, VAT included) of shared/domain, as the basket and checkout compute it. Check errors (invalid attributes, limits) come back as data in `errors` with status 200.',
});

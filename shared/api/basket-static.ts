import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import { singleLineText } from './text';
import * as routes from './routes/basket-static';

const endpoint = endpointsTagged('basket');

// Apart from basket-view.ts: the widget adds fixed-price products and must not carry the basket view's schemas.

export const AddStaticBody = z.strictObject({
  productId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9-]+$/)),
  /** attribute id -> option id; the product's default configuration fills what is missing. */
  configuration: z._default(z.record(singleLineText().check(z.minLength(1), z.maxLength(64)), singleLineText().check(z.minLength(1), z.maxLength(64))), {}),
  quantity: z._default(z.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});
export type AddStaticBody = z.infer<typeof AddStaticBody>;

export const BasketItemAdded = z.object({ basketItemId: z.number().check(z.int()), count: z.number().check(z.int(), z.nonnegative()) });

export const addStaticSchemas = { body: AddStaticBody, response: BasketItemAdded };
export const addStatic = endpoint(routes.addStatic, addStaticSchemas, {
  summary:
    'Adds a product without a design (a gift voucher, a sample set) to the basket, checked and priced by the server; the basket is created with its cookie when needed. 404 for an unknown product, 422 for a configuration that cannot be ordered or a product that needs a design.',
  errors: [404, 410, 422],
});

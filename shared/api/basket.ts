import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/basket';

const endpoint = endpointsTagged('basket');

export const BasketCount = z.object({ count: z.number().check(z.int(), z.nonnegative()) });
export type BasketCount = z.infer<typeof BasketCount>;

export const getBasketCountSchemas = { response: BasketCount };
export const getBasketCount = endpoint(routes.getBasketCount, getBasketCountSchemas, {
  summary: "Number of pieces in the visitor's open basket (0 for a new visitor).",
});

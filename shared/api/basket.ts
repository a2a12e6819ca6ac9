import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import * as routes from './routes/basket';

export const BasketCount = z.object({ count: z.number().check(z.int(), z.nonnegative()) });
export type BasketCount = z.infer<typeof BasketCount>;

export const getBasketCountSchemas = { response: BasketCount };
export const getBasketCount = endpoint(routes.getBasketCount, getBasketCountSchemas);

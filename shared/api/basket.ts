import { z } from 'zod/mini';
import { endpoint } from './endpoint';

export const BasketCount = z.object({ count: z.number().check(z.int(), z.nonnegative()) });
export type BasketCount = z.infer<typeof BasketCount>;

export const getBasketCount = endpoint({
  method: 'GET',
  path: '/api/basket/count',
  summary: "Number of pieces in the visitor's open basket (0 for a new visitor).",
  tags: ['basket'],
  response: BasketCount,
});

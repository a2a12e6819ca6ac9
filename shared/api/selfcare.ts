import { z } from 'zod';
import { endpoint } from './endpoint';

export const KnownFromOption = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A follow-up question; when set, the register form asks for knownFromDetail. */
  question: z.string().nullable(),
});
export type KnownFromOption = z.infer<typeof KnownFromOption>;

export const getKnownFromOptions = endpoint({
  method: 'GET',
  path: '/api/selfcare/knownFromOptions',
  summary: 'How a new customer heard of the shop: the options of the register form.',
  tags: ['selfcare'],
  response: z.array(KnownFromOption),
});

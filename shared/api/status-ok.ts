import { z } from 'zod/mini';

/** The answer of a call that has nothing to tell but that it was done. */
export const StatusOk = z.object({ status: z.literal('ok') });

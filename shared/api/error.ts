import { z } from 'zod/mini';
import { errorCodes } from './error-codes';

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one shape of every API failure; `fields` maps a field path to its messages when a form is at fault. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

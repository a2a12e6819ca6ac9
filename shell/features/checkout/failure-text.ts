import { ApiError } from '../../../shared/api/client';

/** What to tell the customer about a failed call: the server's localized message, or `offline` when no answer came. */
export function failureText(failure: unknown, offline: string): string {
  if (failure instanceof ApiError) return failure.fields ? Object.values(failure.fields).flat().join(' ') || failure.message : failure.message;
  return offline;
}

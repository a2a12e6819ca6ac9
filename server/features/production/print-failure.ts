import { PRINT_FAILURES, type PrintFailure } from '../../../shared/api/production-queue';

/** A print file that cannot be made for a reason staff can act on (the job's error starts with it). */
export class PrintFileError extends Error {
  constructor(
    readonly failure: PrintFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The stored error of a failed attempt: the reason, then the detail. */
export const storedError = (error: unknown): string =>
  error instanceof PrintFileError ? `${error.failure}: ${error.message}` : `other: ${error instanceof Error ? error.message : String(error)}`;

/** The reason and detail of a stored error (errors stored before reasons existed are "other"). */
export function readError(stored: string): { failure: PrintFailure; detail: string } {
  const [head, ...rest] = stored.split(': ');
  const failure = PRINT_FAILURES.find((known) => known === head);
  return failure ? { failure, detail: rest.join(': ') } : { failure: 'other', detail: stored };
}

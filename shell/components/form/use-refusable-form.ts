import { type FormEvent, useState } from 'react';
import type { z } from 'zod/mini';
import { ApiError } from '../../../shared/api/client';
import { type SchemaFormOptions, useSchemaForm } from './use-schema-form';

/**
 * A schema form with the refusal of its last sending, said in the server's words (an ApiError's
 * message) or else as `failed`, and gone when it is sent again: the back office's and the partner
 * portal's forms, each with its own words for a failure.
 */
export function useRefusableForm<S extends z.ZodMiniType>(options: SchemaFormOptions<S>, failed: string) {
  const form = useSchemaForm(options);
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  return {
    ...form,
    /** Why the last sending was refused, in words; null while it was not. */
    failure: refusal && (refusal.error instanceof ApiError ? refusal.error.message : failed),
    /** The refusal itself, for a form that tells kinds of refusal apart. */
    refusal: refusal?.error,
    /** Shows a refusal of a call the form makes after its own sending (a confirmed step). */
    refuse: (error: unknown) => setRefusal({ error }),
    /** The form's submit handler: checks `values` by the schema and, when they pass, sends them by `send`. */
    onSubmit: (values: unknown, send: (payload: z.output<S>) => Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      setRefusal(null);
      void form.submit(values, send, (error) => setRefusal({ error }));
    },
  };
}

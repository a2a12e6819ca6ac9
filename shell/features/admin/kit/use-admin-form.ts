import { type FormEvent, useState } from 'react';
import type { z } from 'zod/mini';
import { type SchemaFormOptions, useSchemaForm } from '../../../components/form';
import { useT } from '../../../../ui/intl/use-t';
import { refusalText } from './refusal-text';

/**
 * A back office form: the schema form (field errors, busy, one sending at a time) with the refusal
 * of its last sending, said in the server's words or as a failure, and gone when it is sent again.
 */
export function useAdminForm<S extends z.ZodMiniType>(options: SchemaFormOptions<S>) {
  const t = useT();
  const form = useSchemaForm(options);
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  return {
    ...form,
    /** Why the last sending was refused, in words; null while it was not. */
    failure: refusal && refusalText(refusal.error, t),
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

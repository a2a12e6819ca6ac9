import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/client';
import { fieldId } from './fields';
import { firstFailing, issuesByField, type FieldErrors } from './form-errors';

export interface SchemaFormOptions<S extends z.ZodType> {
  idPrefix: string;
  /** The fields in display order: the first failing one gets the focus. */
  order: readonly string[];
  schema: S;
}

/**
 * A form validated with the shared zod schema of its payload: client errors before any request,
 * the server's field errors after it (both per field, the first failing field focused), and a
 * submitting state in which a second submit is ignored.
 */
export function useSchemaForm<S extends z.ZodType>({ idPrefix, order, schema }: SchemaFormOptions<S>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // Focus moves after the render that re-enables the inputs (a disabled input cannot take focus).
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(fieldId(idPrefix, focusRequest.field))?.focus();
  }, [focusRequest, idPrefix]);

  const show = (found: FieldErrors) => {
    setErrors(found);
    const field = firstFailing(found, order);
    if (field) setFocusRequest({ field });
  };

  /**
   * Validates `input`; when valid, runs `send` with the parsed payload. A field error answer of the
   * server is shown on its fields; any other failure goes to `onError`.
   */
  const submit = async (input: unknown, send: (payload: z.output<S>) => Promise<void>, onError: (error: unknown) => void) => {
    if (busyRef.current) return;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      show(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    busyRef.current = true;
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) show(error.fields);
      else onError(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { errors, busy, submit, clearErrors: () => setErrors({}) };
}

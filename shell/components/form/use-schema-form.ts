import { useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { ApiError } from '../../../shared/api/client';
import { V } from '../../../shared/api/selfcare-fields';
import { fieldId } from './field-ids';
import { firstFailing, issuesByField, issuesByPath, type FieldErrors } from './form-errors';
import { useSubmitGuard } from './use-submit-guard';

export interface SchemaFormOptions<S extends z.ZodMiniType> {
  idPrefix: string;
  /** The fields in display order: the first failing one gets the focus. */
  order: readonly string[];
  schema: S;
  /**
   * 'field' (default) keys errors by the first path segment; 'path' by the whole path
   * ('billingAddress.zipcode'), for payloads with nested objects.
   */
  keys?: 'field' | 'path';
  /** The element id of a field, when it is not `${idPrefix}-${field}`. */
  elementId?: (field: string) => string;
  /** Off for a form whose server field errors mean something else (a failed login is not one field's fault). */
  serverFields?: boolean;
  /** Off for a form whose fields stay enabled while it is sent (they keep the focus). */
  lockWhileBusy?: boolean;
}

/**
 * The message of a failed check that has no message key of its own: zod/mini words it only
 * "Invalid input" (it loads no language), so the form says required or invalid in the shop's language.
 */
const fallbackMessage = (issue: z.core.$ZodRawIssue) => (issue.code === 'invalid_type' && issue.input === undefined ? V.required : V.invalid);

/**
 * A form validated with the shared zod schema of its payload: client errors before any request,
 * the server's field errors (the 400's `fields`) after it, both per field with the first failing
 * field focused, and a submitting state in which a second submit is ignored.
 */
export function useSchemaForm<S extends z.ZodMiniType>({
  idPrefix,
  order,
  schema,
  keys = 'field',
  elementId,
  serverFields = true,
  lockWhileBusy = true,
}: SchemaFormOptions<S>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  // Where the shown errors come from: a form may list the server's apart from its own checks.
  const [origin, setOrigin] = useState<'schema' | 'server'>('schema');
  const guard = useSubmitGuard();
  // Focus moves after the render that re-enables the inputs (a disabled input cannot take focus).
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const show = (found: FieldErrors, from: 'schema' | 'server') => {
    setErrors(found);
    setOrigin(from);
    const field = firstFailing(found, order);
    if (field) setFocusRequest({ id: elementId ? elementId(field) : fieldId(idPrefix, field) });
  };

  /**
   * Validates `input`; when valid, runs `send` with the parsed payload. A field error answer of the
   * server is shown on its fields; any other failure goes to `onError`.
   */
  const submit = async (input: unknown, send: (payload: z.output<S>) => Promise<void>, onError: (error: unknown) => void) => {
    if (guard.isRunning()) return;
    const parsed = schema.safeParse(input, { error: fallbackMessage });
    if (!parsed.success) {
      show(keys === 'path' ? issuesByPath(parsed.error.issues) : issuesByField(parsed.error.issues), 'schema');
      return;
    }
    setErrors({});
    await guard.run(async () => {
      try {
        await send(parsed.data);
      } catch (error) {
        if (serverFields && error instanceof ApiError && error.fields && Object.keys(error.fields).length) show(error.fields, 'server');
        else onError(error);
      }
    });
  };

  /** The props a field of the kit takes from its form: id prefix, name, messages, disabled while sent. */
  const field = (name: string) => ({ idPrefix, name, messages: errors[name], disabled: lockWhileBusy && guard.busy });

  return { errors, origin, busy: guard.busy, submit, field, clearErrors: () => setErrors({}) };
}

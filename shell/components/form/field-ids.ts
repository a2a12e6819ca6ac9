/*
 * Element ids of a form's fields: the 'check your input' links and the focus after a failed submit
 * find a field by them, and e2e specs fill fields by them (#register-zipcode).
 */

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;
export const errorId = (idPrefix: string, name: string) => `${idPrefix}-${name}-error`;

/** Props for an input that may fail: aria-invalid and aria-describedby to its messages. */
export function invalidProps(idPrefix: string, name: string, messages?: readonly string[]) {
  const failing = Boolean(messages?.length);
  return { 'aria-invalid': failing || undefined, 'aria-describedby': failing ? errorId(idPrefix, name) : undefined } as const;
}

/** Field name -> messages (message keys on the client, texts from the server). */
export type FieldErrors = Record<string, string[]>;

/** Groups zod issues by their first path segment, keeping the first occurrence order; '' for form-level issues. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** Zod issues keyed by their whole path ('billingAddress.zipcode'), as the server names the field errors of a nested payload. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const list = (errors[issue.path.map(String).join('.')] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The first field of `order` that has an error (the one to focus), else the first failing field at all. */
export function firstFailing(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((field) => errors[field]?.length) ?? Object.keys(errors).find((field) => errors[field]?.length);
}

/** 'zipcode' -> 'Zipcode', 'language_id' -> 'Language_id': the server's field names as the spec shows them. */
export function capitalise(field: string): string {
  return field ? field.charAt(0).toUpperCase() + field.slice(1) : field;
}

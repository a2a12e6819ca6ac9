import type { FieldErrors } from '../../account/form-errors';

/** Zod issues keyed by their whole path ('billingAddress.zipcode'), as the server names its field errors. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const list = (errors[issue.path.map(String).join('.')] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The element id of a failing field: TextField ids are `${prefix}-${name}`, with the path's last segment as name. */
export function fieldElementId(field: string): string {
  const cut = field.lastIndexOf('.');
  return cut < 0 ? `guest-${field}` : `${field.slice(0, cut)}-${field.slice(cut + 1)}`;
}

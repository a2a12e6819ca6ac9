/**
 * The element id of a failing field of the guest form: 'email' is `guest-email`;
 * 'billingAddress.zipcode' is `billingAddress-zipcode` (each address's fields take its path as prefix).
 */
export function fieldElementId(field: string): string {
  const cut = field.lastIndexOf('.');
  return cut < 0 ? `guest-${field}` : `${field.slice(0, cut)}-${field.slice(cut + 1)}`;
}

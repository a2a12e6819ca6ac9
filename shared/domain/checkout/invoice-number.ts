import { zurichDate } from '../calendar/zurich-date';

/**
 * An order has one invoice; its number is the order's with the year of the order (in Zurich) in
 * front, 2026-100001, the way Swiss bookkeeping files invoices, the same in every language.
 */
export function invoiceNumber(orderNumber: string, orderedAt: Date): string {
  const date = zurichDate(orderedAt);
  if (date === null) throw new RangeError('the order has no valid time');
  return `${date.slice(0, 4)}-${orderNumber}`;
}

/** The invoice PDF's file name, as the server sends it and the shop saves it. */
export function invoiceFilename(orderNumber: string, orderedAt: Date): string {
  return `invoice-${invoiceNumber(orderNumber, orderedAt)}.pdf`;
}

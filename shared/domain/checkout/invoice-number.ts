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

/**
 * The invoice PDF's file name, as the server sends it and the customer saves it: the word for
 * invoice in the customer's language (Rechnung, Facture, Fattura, Invoice; the catalogue's
 * invoice.fileWord) before the invoice number, 'Rechnung-2026-100001.pdf'.
 */
export function invoiceFilename(word: string, orderNumber: string, orderedAt: Date): string {
  return `${word}-${invoiceNumber(orderNumber, orderedAt)}.pdf`;
}

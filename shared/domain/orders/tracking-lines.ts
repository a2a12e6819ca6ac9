import { parseTrackingNumber } from './tracking-number';

/*
 * The parcels of a day's shipping as staff paste them, or as the carrier's CSV export lists them:
 * one "order number, tracking number" a line (comma, semicolon or tab between them, quotes as a
 * spreadsheet writes them). A first line without a digit in its first field is the CSV's header.
 */

interface TrackingLine {
  /** The line's number in the text (1-based), so a refusal can name it. */
  line: number;
  orderNumber: string;
  trackingNumber: string;
}

interface TrackingLines {
  parcels: TrackingLine[];
  /** Lines that are not "order number, tracking number" with a tracking number of the carrier's. */
  unreadable: number[];
}

const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

export function readTrackingLines(text: string): TrackingLines {
  const parcels: TrackingLine[] = [];
  const unreadable: number[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const [orderNumber = '', trackingNumber = '', ...rest] = raw.split(/[,;\t]/).map(unquote);
    if (index === 0 && !/\d/.test(orderNumber)) return;
    const tracking = parseTrackingNumber(trackingNumber);
    if (orderNumber === '' || !tracking.ok || rest.some((field) => field !== '')) unreadable.push(index + 1);
    else parcels.push({ line: index + 1, orderNumber, trackingNumber: tracking.number });
  });
  return { parcels, unreadable };
}

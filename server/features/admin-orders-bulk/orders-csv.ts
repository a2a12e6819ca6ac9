import { postalLines } from '../../../shared/domain';
import { addresseeName } from '../../../shared/domain/checkout/address';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import type { OrderRow } from '../orders/order-views';

/*
 * The selected orders for a spreadsheet: semicolons, as Excel with Swiss settings reads them, and a
 * byte order mark so that it takes the text as UTF-8 (umlauts intact). A field a spreadsheet would
 * run as a formula (= + - @ first) gets a leading apostrophe: a customer's name is never a formula.
 */

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function ordersCsv(selected: readonly OrderRow[], locale: Locale): string {
  const intl = serverIntl(locale);
  const heading = (['number', 'date', 'status', 'payment', 'name', 'email', 'address', 'total', 'tracking'] as const).map((column) =>
    intl.formatMessage({ id: `ordersExport.${column}` }),
  );
  const rows = selected.map((order) => [
    order.number,
    zurichDate(order.createdAt) ?? '',
    intl.formatMessage({ id: `care.orders.status.${order.status}` }),
    intl.formatMessage({ id: `admin.payment.${order.paymentMethod}` }),
    addresseeName(order.billingAddress),
    order.email,
    postalLines(order.deliveryAddress).join(', '),
    (order.totalRappen / 100).toFixed(2),
    order.trackingNumber ?? '',
  ]);
  return `\ufeff${[heading, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

import type { z } from 'zod/mini';
import type { OrderSummary } from '../../../shared/api/selfcare';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';

export interface OrderRow {
  id: number;
  number: string;
  date: string;
  status: string;
  total: string;
}

/** One row of the order history as shown: the date in Swiss style of the language, the total in CHF. */
export function orderRow(order: z.infer<typeof OrderSummary>, locale: Locale): OrderRow {
  return {
    id: order.id,
    number: order.number,
    date: new Intl.DateTimeFormat(`${locale}-CH`, { dateStyle: 'medium', timeZone: 'Europe/Zurich' }).format(new Date(order.createdAt)),
    status: order.status,
    total: formatRappen(order.totalRappen, locale),
  };
}

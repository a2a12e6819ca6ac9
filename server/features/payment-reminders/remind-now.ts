import type { BulkResult } from '../../../shared/api/admin-orders-bulk';
import type { NoStepDue } from '../../../shared/domain/payments/payment-reminders';
import { formatSwissDate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import type { AuditRecord } from '../audit/audit';
import type { OrderRow } from '../orders/order-views';
import { currentShopSettings } from '../shop-settings/shop-settings';
import { type ReminderDeps, remindOrder } from './send-reminders';

/** Why an order took no step, as staff read it. */
function refusal(locale: Locale, why: NoStepDue): string {
  const intl = serverIntl(locale);
  if (why.none === 'notYet') return intl.formatMessage({ id: 'admin.bulk.reminder.notYet' }, { step: why.step, date: formatSwissDate(why.on) });
  return intl.formatMessage({ id: `admin.bulk.reminder.${why.none}` });
}

/**
 * Staff's bulk action: each selected order takes the step due today, by the job's rules and as
 * its next run would (one transaction each, so each order all or nothing), but at once and
 * audited under the staff member's name. The others are answered with why no step was due.
 */
export async function remindNow(
  deps: ReminderDeps,
  by: NonNullable<AuditRecord['by']>,
  selected: readonly Pick<OrderRow, 'id' | 'number'>[],
  locale: Locale,
): Promise<BulkResult> {
  const now = deps.now();
  const settings = await currentShopSettings(deps.db);
  const result: BulkResult = { done: [], refused: [] };
  for (const order of selected) {
    const due = await remindOrder(deps, settings.reminders, order.id, { now, by });
    if ('none' in due) result.refused.push({ orderId: order.id, number: order.number, reason: refusal(locale, due) });
    else result.done.push({ orderId: order.id, number: order.number });
  }
  return result;
}

import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { formatSwissDate } from '../../../shared/i18n/format';
import { FactList } from '../../components/fact-list';
import { AdminCard } from './kit/admin-card';
import { useAdminFormat } from './kit/use-admin-format';

/** The payment reminders of an unpaid invoice (the reminder job's steps), on the order's page; nothing while there are none. */
export function OrderReminders({ reminders }: { reminders: AdminOrderDetail['reminders'] }) {
  const { t, chf, moment } = useAdminFormat();
  if (reminders.length === 0) return null;
  return (
    <AdminCard labelId="order-reminders" title={t('admin.order.reminders')} testId="admin-order-reminders">
      <FactList
        className="admin-facts"
        facts={reminders.map((reminder) => ({
          label: t(`admin.order.reminder.${reminder.step}`),
          value: [
            // A person's turn asks nothing of the customer: only when it came.
            reminder.step === 'person'
              ? moment(reminder.createdAt)
              : t('admin.order.reminderWhen', { date: moment(reminder.createdAt), payBy: formatSwissDate(reminder.payBy) }),
            ...(reminder.feeRappen > 0 ? [t('admin.order.reminderFee', { fee: chf(reminder.feeRappen) })] : []),
          ].join(' · '),
        }))}
      />
    </AdminCard>
  );
}

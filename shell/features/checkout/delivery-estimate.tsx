import type { ReactNode } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { formatDayWithWeekday } from '../../../shared/i18n/format';
import { useLocale } from '../../lib/use-locale';

const bold = (chunks: ReactNode[]) => <strong key="day">{chunks}</strong>;

/** The day the server expects the basket to arrive if ordered now (confirm fixes it on the order with the same function). */
export function DeliveryEstimate({ day }: { day: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  if (day === null) return null;
  return (
    <p className="delivery-estimate" data-testid="delivery-estimate">
      {intl.formatMessage({ id: 'order.summary.delivery' }, { day: formatDayWithWeekday(day, locale), b: bold })}
    </p>
  );
}

import { useMemo } from 'react';
import type { TextFormatter } from '../../../../shared/i18n/check-error-text';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { useIntl } from '../../../lib/intl/intl-provider';
import { useAdminSession } from '../admin-session';
import type { Wording } from './path-label';

/** The catalogue pages' words: texts of the staff member's language, and a formatter for the shared wording functions. */
export function useWording(): Wording & { formatter: TextFormatter; number: (value: number) => string } {
  const intl = useIntl();
  const { locale } = useAdminSession();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 4 });
    return {
      locale,
      t: (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
      number: (value: number) => numbers.format(value),
      formatter: {
        formatMessage: (descriptor, values) => intl.formatMessage({ id: descriptor.id as MessageKey }, values),
        formatNumber: (value, options) => new Intl.NumberFormat(intl.locale, options).format(value),
      },
    };
  }, [intl, locale]);
}

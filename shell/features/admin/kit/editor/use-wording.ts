import { useMemo } from 'react';
import type { TextFormatter } from '../../../../../shared/i18n/check-error-text';
import type { Locale } from '../../../../../shared/i18n/locales';
import { useIntl } from '../../../../../ui/intl/intl-provider';
import { type T, typedT } from '../../../../../ui/intl/use-t';
import { useAdminSession } from '../../admin-session';

/** Texts in the staff member's language, as the back office's editors word labels and values. */
export interface Wording {
  t: T;
  locale: Locale;
}

/** The editors' words: texts of the staff member's language, and a formatter for the shared wording functions. */
export function useWording(): Wording & { formatter: TextFormatter; number: (value: number) => string } {
  const intl = useIntl();
  const { locale } = useAdminSession();
  return useMemo(() => {
    return {
      locale,
      t: typedT(intl),
      number: (value: number) => intl.formatNumber(value, { maximumFractionDigits: 4 }),
      formatter: intl,
    };
  }, [intl, locale]);
}

import { formatRappen } from '../../../../shared/i18n/format';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { typedT } from '../../../../ui/intl/use-t';
import { formatMoment } from '../admin-dates';
import { useAdminSession } from '../admin-session';

/** How the back office words things: its texts, amounts in francs and moments (Zurich time), in the staff member's language. */
export function useAdminFormat() {
  const intl = useIntl();
  const { locale } = useAdminSession();
  return {
    t: typedT(intl),
    chf: (rappen: number) => formatRappen(rappen, locale),
    moment: (iso: string) => formatMoment(intl.locale, iso),
  };
}

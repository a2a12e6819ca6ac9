import { formatRappen } from '../../../shared/i18n/format';
import { useIntl } from '../../../ui/intl/intl-provider';
import { typedT } from '../../../ui/intl/use-t';
import { usePortalSession } from './portal-session';

/** How the portal words things: its texts, francs and days (Zurich time), in the portal's language. */
export function usePortalFormat() {
  const intl = useIntl();
  const { locale } = usePortalSession();
  const dayFormat = new Intl.DateTimeFormat(`${locale}-CH`, { dateStyle: 'medium', timeZone: 'Europe/Zurich' });
  return {
    t: typedT(intl),
    chf: (rappen: number) => formatRappen(rappen, locale),
    day: (iso: string) => dayFormat.format(new Date(iso)),
  };
}

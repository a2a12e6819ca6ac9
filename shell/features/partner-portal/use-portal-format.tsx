import { formatRappen } from '../../../shared/i18n/format';
import { useIntl } from '../../../ui/intl/intl-provider';
import { typedT } from '../../../ui/intl/use-t';
import type { Resource } from '../../lib/use-resource';
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

/** A portal page's data while it loads, or why it did not, with a retry. */
export function PortalLoadState({ resource }: { resource: Exclude<Resource<unknown>, { status: 'ready' }> }) {
  const { t } = usePortalFormat();
  if (resource.status === 'loading') return <p role="status">{t('partnerPortal.loading')}</p>;
  return (
    <div role="alert">
      <p>{t('partnerPortal.failed')}</p>
      <button type="button" className="button secondary" onClick={resource.retry}>
        {t('partnerPortal.retry')}
      </button>
    </div>
  );
}

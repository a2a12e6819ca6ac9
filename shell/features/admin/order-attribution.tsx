import type { OrderAttribution } from '../../../shared/api/attribution';
import { ATTRIBUTION_WINDOW_DAYS } from '../../../shared/domain/partners/partner';
import { FactList } from '../../components/fact-list';
import { AdminCard } from './kit/admin-card';
import { useAdminFormat } from './kit/use-admin-format';

type Touch = OrderAttribution['firstTouch'];

/** When, on which page of the partner's site, and the campaign parameters the partner forwarded. */
function TouchLine({ touch }: { touch: Touch }) {
  const { t, moment } = useAdminFormat();
  const campaign = Object.entries(touch.params).map(([name, value]) => `${name}=${value}`);
  return (
    <>
      {moment(touch.at)} · {touch.page ?? t('admin.order.attribution.noPage')}
      {campaign.length > 0 && <code className="admin-muted"> {campaign.join(' · ')}</code>}
    </>
  );
}

/** Where the order came from (a partner's widget or a return within the window); nothing for the shop's own orders. */
export function OrderAttributionCard({ attribution }: { attribution: OrderAttribution | null }) {
  const { t } = useAdminFormat();
  if (attribution === null) return null;
  const channel =
    attribution.channel === 'embed'
      ? t('admin.order.attribution.channel.embed')
      : t('admin.order.attribution.channel.return', { days: ATTRIBUTION_WINDOW_DAYS });
  return (
    <AdminCard labelId="order-attribution" title={t('admin.order.attribution')}>
      <FactList
        className="admin-facts"
        testId="admin-order-attribution"
        facts={[
          { label: t('admin.order.attribution.partner'), value: attribution.partnerName },
          { label: t('admin.order.attribution.channel'), value: channel },
          { label: t('admin.order.attribution.firstTouch'), value: <TouchLine touch={attribution.firstTouch} /> },
          { label: t('admin.order.attribution.lastTouch'), value: <TouchLine touch={attribution.lastTouch} /> },
        ]}
      />
    </AdminCard>
  );
}

import { useId, useState } from 'react';
import type { CockpitDay } from '../../../../shared/api/cockpit';
import { formatSwissDate } from '../../../../shared/i18n/format';
import { ColumnHeads } from '../../../components/column-heads';
import { AdminCard } from '../kit/admin-card';
import { useAdminFormat } from '../kit/use-admin-format';

/** The drawing's own units: the SVG stretches to its card's width, the bars keep their proportions to each other. */
const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * The revenue of each day as bars, drawn as SVG without a chart library. The picture is named for
 * screen readers by its range and best day; the table behind it holds every figure, read by them
 * always and shown to anyone on request.
 */
export function RevenueChart({ days }: { days: readonly CockpitDay[] }) {
  const { t, chf } = useAdminFormat();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const best = Math.max(0, ...days.map((day) => day.netRappen));
  // Bars are drawn against the best day; a month without revenue draws none.
  const scale = Math.max(1, best);
  const barWidth = WIDTH / Math.max(1, days.length);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return (
    <AdminCard labelId="cockpit-revenue" title={t('admin.cockpit.revenue')} wide testId="cockpit-revenue">
      <svg
        className="admin-cockpit-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('admin.cockpit.chart', { from: formatSwissDate(first), to: formatSwissDate(last), max: chf(best) })}
        preserveAspectRatio="none"
      >
        {days.map((day, index) => {
          const height = (Math.max(0, day.netRappen) / scale) * (HEIGHT - 1);
          return (
            <rect key={day.day} x={index * barWidth + GAP / 2} y={HEIGHT - height} width={Math.max(1, barWidth - GAP)} height={height}>
              <title>{`${formatSwissDate(day.day)}: ${chf(day.netRappen)}`}</title>
            </rect>
          );
        })}
      </svg>
      <p className="admin-cockpit-axis admin-muted" aria-hidden="true">
        <span>{formatSwissDate(first)}</span>
        <span>{formatSwissDate(last)}</span>
      </p>
      <button type="button" className="button secondary" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown(!tableShown)}>
        {t(tableShown ? 'admin.cockpit.hideTable' : 'admin.cockpit.showTable')}
      </button>
      <table id={tableId} className={tableShown ? 'list-table admin-cockpit-table' : 'visually-hidden'} data-testid="cockpit-revenue-table">
        <caption className="visually-hidden">{t('admin.cockpit.revenue')}</caption>
        <ColumnHeads
          columns={[
            t('admin.cockpit.col.day'),
            { text: t('admin.cockpit.orders'), className: 'admin-cockpit-number' },
            { text: t('admin.cockpit.net'), className: 'admin-cockpit-number' },
          ]}
        />
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatSwissDate(day.day)}</th>
              <td className="admin-cockpit-number">{day.orders}</td>
              <td className="admin-cockpit-number">{chf(day.netRappen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminCard>
  );
}

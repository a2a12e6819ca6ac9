import { Link } from 'react-router';
import { type Cockpit, cockpitLists, type CockpitPeriod, getCockpit } from '../../../../shared/api/cockpit';
import { formatSwissDate } from '../../../../shared/i18n/format';
import { ColumnHeads } from '../../../components/column-heads';
import { FactList } from '../../../components/fact-list';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { rolesOf } from '../admin-nav';
import { LoadState } from '../../../components/load-state';
import { AdminCard } from '../kit/admin-card';
import { adminScreen } from '../kit/admin-screen';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';
import { RevenueChart } from './revenue-chart';
import './cockpit.css';

/** The cockpit (/admin): how the day stands, each figure a link to the orders (or credits) behind it. */
export const AdminCockpitPage = adminScreen('admin.cockpit.title', rolesOf(getCockpit), CockpitFigures);

function CockpitFigures() {
  const { t } = useAdminFormat();
  const cockpit = useAdminResource(() => adminApi(getCockpit), []);
  if (cockpit.status !== 'ready') return <LoadState resource={cockpit} />;
  const figures = cockpit.data;
  return (
    <div className="admin-detail admin-cockpit" data-testid="admin-cockpit">
      <p className="admin-muted admin-wide">{t('admin.cockpit.asOf', { date: formatSwissDate(figures.today) })}</p>
      <Period title={t('admin.cockpit.today')} id="cockpit-today" period={figures.todays} filters={cockpitLists.period(figures.today, figures.today)} />
      <Period title={t('admin.cockpit.month')} id="cockpit-month" period={figures.months} filters={cockpitLists.period(figures.monthStart, figures.today)} />
      <WaitingCard figures={figures} />
      <InvoicesCard figures={figures} />
      <BacklogCard figures={figures} />
      <CreditsCard figures={figures} />
      <RevenueChart days={figures.revenue} />
    </div>
  );
}

function Period({ title, id, period, filters }: { title: string; id: string; period: CockpitPeriod; filters: Record<string, string> }) {
  const { t, chf } = useAdminFormat();
  return (
    <AdminCard labelId={id} title={title} testId={id}>
      <FactList
        className="admin-facts admin-amounts"
        facts={[
          {
            label: t('admin.cockpit.orders'),
            value: (
              <Link to={paths.adminOrders.href(filters)} aria-label={t('admin.cockpit.open', { label: title, count: period.orders })}>
                {period.orders}
              </Link>
            ),
          },
          { label: t('admin.cockpit.net'), value: chf(period.netRappen) },
          { label: t('admin.cockpit.voucherSales'), value: chf(period.voucherSalesRappen) },
        ]}
      />
    </AdminCard>
  );
}

/** One figure's row: what it counts, the count as the link to its orders, and an amount where it has one. */
interface FigureRow {
  label: string;
  count: number;
  filters: Record<string, string>;
  amountRappen?: number;
}

/** The figures of one card as a table: `heading` names the first column (the card's title: what the rows count). */
function FigureTable({ heading, rows, withAmount, testId }: { heading: string; rows: readonly FigureRow[]; withAmount?: boolean; testId: string }) {
  const { t, chf } = useAdminFormat();
  const numeric = { className: 'admin-cockpit-number' };
  const columns = [heading, { text: t('admin.cockpit.col.count'), ...numeric }];
  return (
    <table className="list-table admin-cockpit-table" data-testid={testId}>
      <ColumnHeads columns={withAmount ? [...columns, { text: t('admin.cockpit.col.amount'), ...numeric }] : columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className="admin-cockpit-number">
              <Link to={paths.adminOrders.href(row.filters)} aria-label={t('admin.cockpit.open', { label: row.label, count: row.count })}>
                {row.count}
              </Link>
            </td>
            {withAmount && <td className="admin-cockpit-number">{chf(row.amountRappen ?? 0)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WaitingCard({ figures }: { figures: Cockpit }) {
  const { t } = useAdminFormat();
  const rows = figures.waiting.map(({ reason, count }) => ({ label: t(`admin.cockpit.reason.${reason}`), count, filters: cockpitLists.waiting(reason) }));
  return (
    <AdminCard labelId="cockpit-waiting" title={t('admin.cockpit.waiting')}>
      <FigureTable heading={t('admin.cockpit.waiting')} rows={rows} testId="cockpit-waiting" />
    </AdminCard>
  );
}

function InvoicesCard({ figures }: { figures: Cockpit }) {
  const { t } = useAdminFormat();
  const rows = figures.invoices.map(({ age, count, amountRappen }) => ({
    label: t(`admin.cockpit.age.${age}`),
    count,
    amountRappen,
    filters: cockpitLists.invoices(age),
  }));
  return (
    <AdminCard labelId="cockpit-invoices" title={t('admin.cockpit.invoices')}>
      <FigureTable heading={t('admin.cockpit.invoices')} rows={rows} withAmount testId="cockpit-invoices" />
    </AdminCard>
  );
}

function BacklogCard({ figures }: { figures: Cockpit }) {
  const { t } = useAdminFormat();
  const rows = [
    ...figures.backlog.map(({ slice, count }) => ({ label: t(`admin.cockpit.slice.${slice}`), count, filters: cockpitLists.backlog(slice) })),
    { label: t('admin.cockpit.slice.undated'), count: figures.backlogUndated, filters: cockpitLists.backlog('undated') },
  ];
  return (
    <AdminCard labelId="cockpit-backlog" title={t('admin.cockpit.backlog')}>
      <FigureTable heading={t('admin.cockpit.backlog')} rows={rows} testId="cockpit-backlog" />
    </AdminCard>
  );
}

function CreditsCard({ figures }: { figures: Cockpit }) {
  const { t, chf } = useAdminFormat();
  const { count, amountRappen } = figures.unmatchedCredits;
  return (
    <AdminCard labelId="cockpit-credits" title={t('admin.cockpit.credits')} testId="cockpit-credits">
      <p>
        <Link to={paths.adminBank.href()}>{t('admin.cockpit.creditsLine', { count, amount: chf(amountRappen) })}</Link>
      </p>
    </AdminCard>
  );
}

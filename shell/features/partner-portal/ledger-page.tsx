import { useState } from 'react';
import { getPartnerPortalLedger, getPartnerPortalStatementCsv, getPartnerPortalStatementPdf } from '../../../shared/api/partner-portal';
import { buildPath } from '../../../shared/api/route';
import { formatSwissDate } from '../../../shared/i18n/format';
import { LoadState } from '../../components/load-state';
import { useResource } from '../../lib/use-resource';
import { portalApi } from './portal-api';
import { PortalTable } from './portal-table';
import { PortalPage } from './portal-layout';
import { usePortalFormat } from './use-portal-format';

/** This month in Zurich, as YYYY-MM. */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

/** /partner/ledger: a month's commissions and the statement of it to download (PDF, CSV). */
export function PortalLedgerPage() {
  const { t } = usePortalFormat();
  const [month, setMonth] = useState(thisMonth);
  return (
    <PortalPage title={t('partnerPortal.ledger.title')}>
      {() => (
        <>
          <label className="account-field">
            <span>{t('partnerPortal.ledger.month')}</span>
            <input type="month" value={month} onChange={(event) => event.target.value && setMonth(event.target.value)} />
          </label>
          <MonthLedger month={month} />
        </>
      )}
    </PortalPage>
  );
}

function MonthLedger({ month }: { month: string }) {
  const { t, chf } = usePortalFormat();
  const ledger = useResource(() => portalApi(getPartnerPortalLedger, { query: { month } }), [month]);
  if (ledger.status !== 'ready') return <LoadState resource={ledger} />;
  const { rows, baseRappen, commissionRappen } = ledger.data;
  const query = `?month=${encodeURIComponent(month)}`;
  return (
    <>
      <p>
        <a href={buildPath(getPartnerPortalStatementPdf.path) + query} download data-testid="partner-statement-pdf">
          {t('partnerPortal.ledger.pdf')}
        </a>
        {' · '}
        <a href={buildPath(getPartnerPortalStatementCsv.path) + query} download data-testid="partner-statement-csv">
          {t('partnerPortal.ledger.csv')}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>{t('partnerPortal.ledger.empty')}</p>
      ) : (
        <PortalTable
          testId="partner-ledger"
          columns={[
            t('partnerPortal.ledger.day'),
            t('partnerPortal.ledger.order'),
            t('partnerPortal.ledger.kind'),
            { text: t('partnerPortal.ledger.base'), className: 'amount' },
            { text: t('partnerPortal.ledger.commission'), className: 'amount' },
          ]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{formatSwissDate(row.day)}</td>
                <td>{row.orderNumber}</td>
                <td>{t(`partnerPortal.ledger.${row.kind}`)}</td>
                <td className="amount">{chf(row.baseRappen)}</td>
                <td className="amount">{chf(row.commissionRappen)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('partnerPortal.ledger.total')}
              </th>
              <td className="amount">{chf(baseRappen)}</td>
              <td className="amount">{chf(commissionRappen)}</td>
            </tr>
          </tfoot>
        </PortalTable>
      )}
    </>
  );
}

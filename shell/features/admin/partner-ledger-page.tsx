import { useState } from 'react';
import {
  getPartnerLedger,
  getPartnerPayoutFile,
  getPartnerStatementCsv,
  getPartnerStatementPdf,
  type PartnerMonthView,
} from '../../../shared/api/partner-ledger';
import { buildPath } from '../../../shared/api/route';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import { formatSwissDate, formatVatRate } from '../../../shared/i18n/format';
import { ColumnHeads } from '../../components/column-heads';
import { TextField } from '../../components/form';
import { adminApi } from './admin-api';
import { rolesOf } from './admin-nav';
import { useAdminSession } from './admin-session';
import { LoadState } from '../../components/load-state';
import { AdminCard } from './kit/admin-card';
import { AdminTable } from './kit/admin-table';
import { adminScreen } from './kit/admin-screen';
import { FilterForm } from './kit/list/filter-form';
import { useAdminFormat } from './kit/use-admin-format';
import { useAdminResource } from './use-admin-resource';
import './partner-ledger.css';

/** The partners' commissions (/admin/partner-ledger): a month's entries and reversals by partner, their statements and the payout file. */
export const AdminPartnerLedgerPage = adminScreen('admin.partnerLedger.title', rolesOf(getPartnerLedger), PartnerLedger);

/** This month, in Zurich. */
const thisMonth = () => ({ month: (zurichDate(new Date()) ?? new Date().toISOString()).slice(0, 7) });

function PartnerLedger() {
  const { t } = useAdminFormat();
  const [choice, setChoice] = useState(thisMonth);
  const ledger = useAdminResource(() => adminApi(getPartnerLedger, { query: choice }), [choice.month]);
  const query = new URLSearchParams(choice);
  return (
    <div className="admin-detail">
      <AdminCard labelId="partner-ledger-month" title={t('admin.partnerLedger.title')} wide className="admin-stack">
        <p>{t('admin.partnerLedger.intro')}</p>
        <FilterForm<'month'>
          label={t('admin.partnerLedger.title')}
          idPrefix="partner-ledger"
          initial={choice}
          onApply={setChoice}
          applyLabel={t('admin.partnerLedger.show')}
          resettable={false}
        >
          {(field) => <TextField {...field('month')} type="month" required label={t('admin.partnerLedger.month')} />}
        </FilterForm>
        <p>
          <a href={`${buildPath(getPartnerPayoutFile.path)}?${query}`} download data-testid="partner-payout-file">
            {t('admin.partnerLedger.payoutFile')}
          </a>{' '}
          <span className="admin-muted">{t('admin.partnerLedger.payoutHint')}</span>
        </p>
      </AdminCard>
      {ledger.status !== 'ready' ? (
        <LoadState resource={ledger} />
      ) : ledger.data.partners.length === 0 ? (
        <p className="admin-muted">{t('admin.partnerLedger.none')}</p>
      ) : (
        ledger.data.partners.map((partner) => <PartnerMonth key={partner.partnerId} partner={partner} query={query} />)
      )}
    </div>
  );
}

/** A partner's rows of the month, its totals and its statement's downloads. */
function PartnerMonth({ partner, query }: { partner: PartnerMonthView; query: URLSearchParams }) {
  const { t, chf } = useAdminFormat();
  const { locale } = useAdminSession();
  const statement = (path: string) => `${buildPath(path, { id: partner.partnerId })}?${query}`;
  const labelId = `partner-ledger-${partner.partnerId}`;
  return (
    <AdminCard labelId={labelId} title={partner.name} wide testId="partner-ledger-partner">
      <ul className="admin-actions">
        <li>
          <a href={statement(getPartnerStatementPdf.path)} download>
            {t('admin.partnerLedger.statementPdf')}
          </a>
        </li>
        <li>
          <a href={statement(getPartnerStatementCsv.path)} download>
            {t('admin.partnerLedger.statementCsv')}
          </a>
        </li>
      </ul>
      {partner.hasIban ? null : <p className="admin-muted">{t('admin.partnerLedger.noIban')}</p>}
      {/* The commission next to the date: on a phone it is read without scrolling the table sideways. */}
      <AdminTable label={{ labelledBy: labelId }} className="partner-ledger-table">
        <ColumnHeads
          columns={[
            t('admin.partnerLedger.date'),
            { text: t('admin.partnerLedger.commission'), className: 'admin-number' },
            t('admin.partnerLedger.orderNumber'),
            t('admin.partnerLedger.kind'),
            { text: t('admin.partnerLedger.netBase'), className: 'admin-number' },
            { text: t('admin.partnerLedger.rate'), className: 'admin-number' },
          ]}
        />
        <tbody>
          {partner.rows.flatMap((row) =>
            row.parts.map((part) => (
              <tr key={`${row.id}-${part.rateBp}`}>
                <td>{formatSwissDate(row.day)}</td>
                <td className="admin-number">{chf(part.commissionRappen)}</td>
                <td>{row.orderNumber}</td>
                <td>{t(`admin.partnerLedger.kind.${row.kind}`)}</td>
                <td className="admin-number">{chf(part.baseRappen)}</td>
                <td className="admin-number">{formatVatRate(locale, part.rateBp)}</td>
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('admin.partnerLedger.total')}</th>
            <td className="admin-number" data-testid="partner-ledger-total">
              {chf(partner.commissionRappen)}
            </td>
            <td colSpan={2} />
            <td className="admin-number">{chf(partner.baseRappen)}</td>
            <td />
          </tr>
        </tfoot>
      </AdminTable>
    </AdminCard>
  );
}

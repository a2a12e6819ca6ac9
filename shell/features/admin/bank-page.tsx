import { useRef, useState } from 'react';
import { getBankCredits } from '../../../shared/api/bank-payments';
import { Notice } from '../../components/form';
import { adminScreen } from './kit/admin-screen';
import { rolesOf } from './admin-nav';
import { BankCreditCard } from './bank-credit-card';
import { BankUpload } from './bank-upload';
import { CardList } from './kit/list/card-list';
import { FilterLinks } from './kit/list/filter-links';
import { ListResults } from '../../components/list-results';
import { useAdminList } from './kit/list/use-admin-list';
import { useT } from '../../../ui/intl/use-t';
import { AdminCard } from './kit/admin-card';

/** Bank payments (/admin/bank): a camt.054 file in, and a person's decision on each credit the import could not settle. */
export const AdminBankPage = adminScreen('admin.bank.title', rolesOf(getBankCredits), BankPayments);

function BankPayments() {
  const t = useT();
  const list = useAdminList({
    endpoint: getBankCredits,
    filters: ['show'],
    toQuery: ({ show }) => ({ open: show === 'all' ? ('false' as const) : ('true' as const) }),
    rowsOf: (data) => data.credits,
  });
  const all = list.filters.show === 'all';
  const [status, setStatus] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const decided = (text: string) => {
    setStatus(text);
    list.reload();
    // The decided card leaves the list: the keyboard goes on from the list's heading, not from nowhere.
    headingRef.current?.focus();
  };
  return (
    <div className="admin-detail">
      <BankUpload
        onImported={() => {
          setStatus(null);
          list.reload();
        }}
      />
      <AdminCard labelId="bank-credits" title={t(all ? 'admin.bank.allTitle' : 'admin.bank.openTitle')} wide className="admin-stack" headingRef={headingRef}>
        <FilterLinks
          current={all ? 'all' : ''}
          options={[
            { value: '', text: t('admin.bank.showOpen') },
            { value: 'all', text: t('admin.bank.showAll') },
          ]}
          linkTo={(show) => list.filterLink({ show })}
        />
        {status && <Notice kind="success">{status}</Notice>}
        <ListResults resource={list.resource} sizeOf={(data) => data.credits.length} empty={t(all ? 'admin.bank.none' : 'admin.bank.noneOpen')}>
          {(data) => (
            <CardList items={data.credits} testId="admin-bank-credits" renderCard={(credit) => <BankCreditCard credit={credit} onDecided={decided} />} />
          )}
        </ListResults>
      </AdminCard>
    </div>
  );
}

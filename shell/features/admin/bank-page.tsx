import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getBankCredits } from '../../../shared/api/bank-payments';
import { Notice } from '../../components/form';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { StaffPage } from './admin-layout';
import { rolesOf } from './admin-nav';
import { LoadState } from './admin-status';
import { BankCreditCard } from './bank-credit-card';
import { BankUpload } from './bank-upload';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../widget/lib/intl/use-t';

/** Bank payments (/admin/bank): a camt.054 file in, and a person's decision on each credit the import could not settle. */
export function AdminBankPage() {
  const intl = useIntl();
  return (
    <StaffPage title={intl.formatMessage({ id: 'admin.bank.title' })} roles={rolesOf(getBankCredits)}>
      {() => <BankPayments />}
    </StaffPage>
  );
}

function BankPayments() {
  const t = useT();
  const [search] = useSearchParams();
  const all = search.get('show') === 'all';
  const [version, setVersion] = useState(0);
  const credits = useAdminResource(() => adminApi(getBankCredits, { query: { open: all ? 'false' : 'true' } }), [version, all]);
  const [status, setStatus] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const decided = (text: string) => {
    setStatus(text);
    setVersion((v) => v + 1);
    // The decided card leaves the list: the keyboard goes on from the list's heading, not from nowhere.
    headingRef.current?.focus();
  };
  return (
    <div className="admin-detail">
      <BankUpload
        onImported={() => {
          setStatus(null);
          setVersion((v) => v + 1);
        }}
      />
      <section className="admin-card admin-wide admin-stack" aria-labelledby="bank-credits">
        <h2 id="bank-credits" ref={headingRef} tabIndex={-1}>
          {t(all ? 'admin.bank.allTitle' : 'admin.bank.openTitle')}
        </h2>
        <p className="admin-switch">
          <Link to="?" aria-current={all ? undefined : 'page'}>
            {t('admin.bank.showOpen')}
          </Link>
          <Link to="?show=all" aria-current={all ? 'page' : undefined}>
            {t('admin.bank.showAll')}
          </Link>
        </p>
        {status && <Notice kind="success">{status}</Notice>}
        {credits.status !== 'ready' ? (
          <LoadState resource={credits} />
        ) : credits.data.credits.length === 0 ? (
          <p>{t(all ? 'admin.bank.none' : 'admin.bank.noneOpen')}</p>
        ) : (
          <ul className="admin-credits" data-testid="admin-bank-credits">
            {credits.data.credits.map((credit) => (
              <li key={credit.id}>
                <BankCreditCard credit={credit} onDecided={decided} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

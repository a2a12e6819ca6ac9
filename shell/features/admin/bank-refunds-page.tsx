import { useRef, useState } from 'react';
import { getBankRefunds, getBankRefundsFile } from '../../../shared/api/bank-refunds';
import { buildPath } from '../../../shared/api/route';
import { formatRappen } from '../../../shared/i18n/format';
import { Notice } from '../../components/form';
import { adminApi } from './admin-api';
import { adminScreen } from './kit/admin-screen';
import { rolesOf } from './admin-nav';
import { BankRefundCard } from './bank-refund-card';
import { useWording } from './kit/editor/use-wording';
import { CardList } from './kit/list/card-list';
import { ListResults } from '../../components/list-results';
import { useAdminResource } from './use-admin-resource';
import { AdminCard } from './kit/admin-card';

/** Refunds by bank transfer (/admin/bank-refunds): the open ones, their payment file (pain.001), and "paid back". */
export const AdminBankRefundsPage = adminScreen('admin.bankRefunds.title', rolesOf(getBankRefunds), BankRefunds);

function BankRefunds() {
  const { t, locale } = useWording();
  const [version, setVersion] = useState(0);
  const refunds = useAdminResource(() => adminApi(getBankRefunds), [version]);
  const [status, setStatus] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changed = (text: string, left: boolean) => {
    setStatus(text);
    setVersion((v) => v + 1);
    // A refund paid back leaves the list: the keyboard goes on from the list's heading.
    if (left) headingRef.current?.focus();
  };
  const payable = refunds.status === 'ready' ? refunds.data.refunds.filter((refund) => refund.payable) : [];
  const total = payable.reduce((sum, refund) => sum + refund.amountRappen, 0);
  return (
    <div className="admin-detail">
      <AdminCard labelId="bank-refunds" title={t('admin.bankRefunds.openTitle')} wide className="admin-stack" headingRef={headingRef}>
        <p>{t('admin.bankRefunds.intro')}</p>
        {status && <Notice kind="success">{status}</Notice>}
        <ListResults resource={refunds} sizeOf={(data) => data.refunds.length} empty={t('admin.bankRefunds.none')}>
          {(data) => (
            <>
              <p className="admin-actions">
                {payable.length > 0 && (
                  <a className="account-submit" href={buildPath(getBankRefundsFile.path)} download data-testid="bank-refunds-download">
                    {t('admin.bankRefunds.download')}
                  </a>
                )}
                <span className="admin-muted" data-testid="bank-refunds-summary">
                  {t('admin.bankRefunds.downloadHint', { count: payable.length, amount: formatRappen(total, locale) })}
                </span>
              </p>
              <CardList items={data.refunds} testId="admin-bank-refunds" renderCard={(refund) => <BankRefundCard refund={refund} onChanged={changed} />} />
            </>
          )}
        </ListResults>
      </AdminCard>
    </div>
  );
}

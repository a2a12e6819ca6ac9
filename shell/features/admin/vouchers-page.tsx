import { useEffect, useRef, useState } from 'react';
import { getAdminVouchers } from '../../../shared/api/admin-vouchers';
import { Notice, TextField } from '../../components/form';
import { adminScreen } from './kit/admin-screen';
import { rolesOf } from './admin-nav';
import { AdminList } from './kit/list/admin-list';
import { FilterSelect } from './kit/list/filter-select';
import { given, oneOf } from './kit/list/query-values';
import { useAdminList } from './kit/list/use-admin-list';
import { VoucherRow } from './voucher-row';
import { NewVoucherForm } from './voucher-form';
import { useT } from '../../../ui/intl/use-t';
import { AdminCard } from './kit/admin-card';

const YES_NO = ['true', 'false'] as const;

/** Voucher codes (/admin/vouchers): search and pages of codes, a new code or batch, disabling, who used a code. */
export const AdminVouchersPage = adminScreen('admin.vouchers.title', rolesOf(getAdminVouchers), Vouchers);

function Vouchers() {
  const t = useT();
  const list = useAdminList({
    endpoint: getAdminVouchers,
    filters: ['q', 'active', 'issued'],
    toQuery: ({ q, active, issued }) => ({ q: given(q), active: oneOf(YES_NO, active), issued: oneOf(YES_NO, issued) }),
    rowsOf: (data) => data.vouchers,
    pageSize: 25,
  });
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  // The buttons of a changed item change or leave under the keyboard: it goes on from the message.
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  return (
    <div className="admin-detail">
      <section className="panel admin-card admin-wide admin-stack" aria-labelledby="voucher-new">
        <div className="admin-section-head">
          <h2 id="voucher-new">{t('admin.vouchers.new')}</h2>
          <button
            type="button"
            className="button secondary"
            aria-expanded={creating}
            aria-controls="voucher-new-panel"
            onClick={() => setCreating((open) => !open)}
          >
            {t(creating ? 'admin.vouchers.closeForm' : 'admin.vouchers.openForm')}
          </button>
        </div>
        <div id="voucher-new-panel" hidden={!creating}>
          {creating && <NewVoucherForm onCreated={list.reload} />}
        </div>
      </section>
      <AdminCard labelId="voucher-list" title={t('admin.vouchers.list')} wide className="admin-stack">
        <AdminList
          list={list}
          wording="admin.vouchers"
          idPrefix="voucher-search"
          renderFields={(field) => (
            <>
              <TextField {...field('q')} type="search" label={t('admin.vouchers.search')} hint={t('admin.vouchers.searchHint')} />
              <FilterSelect
                field={field('active')}
                label={t('admin.vouchers.filter.active')}
                options={[
                  ['true', t('admin.vouchers.state.active')],
                  ['false', t('admin.vouchers.state.disabled')],
                ]}
              />
              <FilterSelect
                field={field('issued')}
                label={t('admin.vouchers.filter.issued')}
                options={(['false', 'true'] as const).map((issued) => [issued, t(`admin.vouchers.issued.${issued}`)] as const)}
              />
            </>
          )}
          notice={
            <div ref={statusRef} tabIndex={-1} className="admin-status-slot">
              {status && <Notice kind={status.kind}>{status.text}</Notice>}
            </div>
          }
          className="admin-vouchers"
          testId="admin-vouchers"
          renderRow={(voucher) => (
            <VoucherRow
              key={voucher.id}
              voucher={voucher}
              onChanged={(text, kind) => {
                setStatus({ kind, text });
                if (kind === 'success') list.reload();
              }}
            />
          )}
        />
      </AdminCard>
    </div>
  );
}

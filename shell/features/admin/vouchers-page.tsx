import { useEffect, useRef, useState } from 'react';
import { getAdminVouchers } from '../../../shared/api/admin-vouchers';
import { Notice, SelectField, TextField } from '../../components/form';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { StaffPage } from './admin-layout';
import { rolesOf } from './admin-nav';
import { LoadState } from './admin-status';
import { FilterForm } from './list/filter-form';
import { Paging } from './list/paging';
import { useListSearch } from './list/use-list-search';
import { VoucherRow } from './voucher-row';
import { NewVoucherForm } from './voucher-form';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../widget/lib/intl/use-t';

const PAGE = 25;
const FILTERS = ['q', 'active', 'issued'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** Voucher codes (/admin/vouchers): search and pages of codes, a new code or batch, disabling, who used a code. */
export function AdminVouchersPage() {
  const intl = useIntl();
  return (
    <StaffPage title={intl.formatMessage({ id: 'admin.vouchers.title' })} roles={rolesOf(getAdminVouchers)}>
      {() => <Vouchers />}
    </StaffPage>
  );
}

function Vouchers() {
  const t = useT();
  const { filters, before, key, apply, pageLink } = useListSearch(FILTERS);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  // The buttons of a changed item change or leave under the keyboard: it goes on from the message.
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);
  const vouchers = useAdminResource(
    () =>
      adminApi(getAdminVouchers, {
        query: {
          limit: PAGE,
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.active === 'true' || filters.active === 'false' ? { active: filters.active } : {}),
          ...(filters.issued === 'true' || filters.issued === 'false' ? { issued: filters.issued } : {}),
          ...(before !== null ? { before } : {}),
        },
      }),
    [key, version],
  );
  const list = vouchers.status === 'ready' ? vouchers.data.vouchers : [];
  const last = list.at(-1);

  return (
    <div className="admin-detail">
      <section className="admin-card admin-wide admin-stack" aria-labelledby="voucher-new">
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
          {creating && <NewVoucherForm onCreated={() => setVersion((v) => v + 1)} />}
        </div>
      </section>
      <section className="admin-card admin-wide admin-stack" aria-labelledby="voucher-list">
        <h2 id="voucher-list">{t('admin.vouchers.list')}</h2>
        <VoucherFilters key={key} initial={filters} onApply={apply} />
        <div ref={statusRef} tabIndex={-1} className="admin-status-slot">
          {status && <Notice kind={status.kind}>{status.text}</Notice>}
        </div>
        {vouchers.status !== 'ready' ? (
          <LoadState resource={vouchers} />
        ) : list.length === 0 ? (
          <p role="status">{t('admin.vouchers.empty')}</p>
        ) : (
          <>
            <p role="status" className="admin-count">
              {t('admin.vouchers.count', { count: list.length })}
            </p>
            <ul className="admin-vouchers" data-testid="admin-vouchers">
              {list.map((voucher) => (
                <VoucherRow
                  key={voucher.id}
                  voucher={voucher}
                  onChanged={(text, kind) => {
                    setStatus({ kind, text });
                    if (kind === 'success') setVersion((v) => v + 1);
                  }}
                />
              ))}
            </ul>
            <Paging
              label={t('admin.vouchers.paging')}
              newest={{ show: before !== null, label: t('admin.vouchers.newest') }}
              older={{ before: list.length === PAGE && last ? last.id : null, label: t('admin.vouchers.older') }}
              pageLink={pageLink}
            />
          </>
        )}
      </section>
    </div>
  );
}

const ID = 'voucher-search';

function VoucherFilters({ initial, onApply }: { initial: Filters; onApply: (filters: Filters) => void }) {
  const t = useT();
  return (
    <FilterForm label={t('admin.vouchers.filters')} initial={initial} onApply={onApply}>
      {(values, set) => (
        <>
          <TextField
            idPrefix={ID}
            name="q"
            type="search"
            label={t('admin.vouchers.search')}
            hint={t('admin.vouchers.searchHint')}
            value={values.q}
            onChange={set('q')}
          />
          <SelectField idPrefix={ID} name="active" label={t('admin.vouchers.filter.active')} value={values.active} onChange={set('active')}>
            <option value="">{t('admin.filters.all')}</option>
            <option value="true">{t('admin.vouchers.state.active')}</option>
            <option value="false">{t('admin.vouchers.state.disabled')}</option>
          </SelectField>
          <SelectField idPrefix={ID} name="issued" label={t('admin.vouchers.filter.issued')} value={values.issued} onChange={set('issued')}>
            <option value="">{t('admin.filters.all')}</option>
            <option value="false">{t('admin.vouchers.issued.false')}</option>
            <option value="true">{t('admin.vouchers.issued.true')}</option>
          </SelectField>
        </>
      )}
    </FilterForm>
  );
}

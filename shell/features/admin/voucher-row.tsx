import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getVoucherUsages, postDisableVoucher, type VoucherView } from '../../../shared/api/admin-vouchers';
import { paths } from '../../config/paths';
import { ColumnHeads } from '../../components/column-heads';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { LoadState } from '../../components/load-state';
import { useAdminResource } from './use-admin-resource';
import { refusalText } from './kit/refusal-text';
import { AdminTable } from './kit/admin-table';
import { useAdminFormat } from './kit/use-admin-format';

const day = (languageTag: string, iso: string) =>
  new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeZone: 'Europe/Zurich' }).format(new Date(iso));

/** One code: what it is worth, on what terms, how often used; its uses on request; disabling (asked twice). */
export function VoucherRow({ voucher, onChanged }: { voucher: VoucherView; onChanged: (text: string, kind: 'success' | 'error') => void }) {
  const intl = useIntl();
  const { t, chf } = useAdminFormat();
  const [showUses, setShowUses] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const disableRef = useRef<HTMLButtonElement>(null);
  const [focusBack, setFocusBack] = useState(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (focusBack) disableRef.current?.focus();
  }, [confirming, focusBack]);

  const disable = async () => {
    setBusy(true);
    try {
      await adminApi(postDisableVoucher, { params: { id: voucher.id } });
      onChanged(t('admin.vouchers.disabledCode', { code: voucher.code }), 'success');
    } catch (error) {
      onChanged(refusalText(error, t), 'error');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const value = voucher.kind === 'percentage' ? t('admin.vouchers.percentOff', { percent: voucher.percent ?? 0 }) : chf(voucher.amountRappen ?? 0);
  const validity =
    voucher.validFrom && voucher.validTill
      ? t('admin.vouchers.validBetween', { from: day(intl.locale, voucher.validFrom), till: day(intl.locale, voucher.validTill) })
      : voucher.validFrom
        ? t('admin.vouchers.validFromDay', { from: day(intl.locale, voucher.validFrom) })
        : voucher.validTill
          ? t('admin.vouchers.validTillDay', { till: day(intl.locale, voucher.validTill) })
          : t('admin.vouchers.validAlways');
  const usesId = `voucher-${voucher.id}-uses`;
  return (
    <li className="admin-voucher" data-testid="admin-voucher" data-code={voucher.code}>
      <div className="admin-voucher-main">
        <code className="admin-voucher-code">{voucher.code}</code>
        <span className={voucher.active ? 'admin-status admin-status-paid' : 'admin-status admin-status-cancelled'}>
          {t(voucher.active ? 'admin.vouchers.state.active' : 'admin.vouchers.state.disabled')}
        </span>
      </div>
      <dl className="admin-voucher-facts">
        <div>
          <dt>{t('admin.vouchers.field.kind')}</dt>
          <dd>
            {t(`admin.vouchers.kind.${voucher.kind}`)}: <strong>{value}</strong>
            {voucher.issuedForOrderItemId !== null && <> · {t('admin.vouchers.issued.true')}</>}
          </dd>
        </div>
        <div>
          <dt>{t('admin.vouchers.terms')}</dt>
          <dd>
            {voucher.minOrderRappen > 0 ? t('admin.vouchers.minOrderOf', { amount: chf(voucher.minOrderRappen) }) : t('admin.vouchers.noMinOrder')} ·{' '}
            {t(voucher.combinable ? 'admin.vouchers.combinable' : 'admin.vouchers.notCombinable')}
          </dd>
        </div>
        <div>
          <dt>{t('admin.vouchers.used')}</dt>
          <dd>
            {voucher.maxUses === null
              ? t('admin.vouchers.usedUnlimited', { used: voucher.usedCount })
              : t('admin.vouchers.usedOf', { used: voucher.usedCount, max: voucher.maxUses })}
            {voucher.maxUsesPerCustomer !== null && <> · {t('admin.vouchers.perCustomerMax', { max: voucher.maxUsesPerCustomer })}</>}
          </dd>
        </div>
        <div>
          <dt>{t('admin.vouchers.validity')}</dt>
          <dd>{validity}</dd>
        </div>
      </dl>
      <div className="admin-item-actions">
        <button type="button" className="button secondary" aria-expanded={showUses} aria-controls={usesId} onClick={() => setShowUses((open) => !open)}>
          {t('admin.vouchers.usesOf', { code: voucher.code })}
        </button>
        {voucher.active &&
          (confirming ? (
            <span className="admin-confirm" role="group" aria-label={t('admin.vouchers.confirmDisable', { code: voucher.code })}>
              <span>{t('admin.vouchers.confirmDisable', { code: voucher.code })}</span>
              <button ref={confirmRef} type="button" className="button primary" disabled={busy} onClick={() => void disable()}>
                {t('admin.vouchers.disableYes')}
              </button>
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  setFocusBack(true);
                }}
              >
                {t('admin.vouchers.disableNo')}
              </button>
            </span>
          ) : (
            <button ref={disableRef} type="button" className="button secondary" onClick={() => setConfirming(true)}>
              {t('admin.vouchers.disable', { code: voucher.code })}
            </button>
          ))}
      </div>
      <div id={usesId} hidden={!showUses}>
        {showUses && <VoucherUsages voucher={voucher} />}
      </div>
    </li>
  );
}

function VoucherUsages({ voucher }: { voucher: VoucherView }) {
  const { t, chf, moment } = useAdminFormat();
  const usages = useAdminResource(() => adminApi(getVoucherUsages, { params: { id: voucher.id } }), [voucher.id, voucher.usedCount]);
  if (usages.status !== 'ready') return <LoadState resource={usages} />;
  if (usages.data.usages.length === 0) return <p className="admin-muted">{t('admin.vouchers.noUses')}</p>;
  return (
    <AdminTable label={{ text: t('admin.vouchers.usesOf', { code: voucher.code }) }} testId="voucher-usages">
      <ColumnHeads columns={[t('admin.vouchers.col.order'), t('admin.vouchers.col.email'), t('admin.vouchers.col.discount'), t('admin.vouchers.col.at')]} />
      <tbody>
        {usages.data.usages.map((usage) => (
          <tr key={`${usage.orderId}-${usage.at}`}>
            <td className="admin-nowrap">
              <Link to={paths.adminOrder.href(usage.orderId)}>{usage.orderNumber}</Link>
            </td>
            <td>{usage.email}</td>
            <td className="admin-nowrap">{chf(usage.discountRappen)}</td>
            <td className="admin-nowrap">{moment(usage.at)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

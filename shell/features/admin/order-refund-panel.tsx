import { useState } from 'react';
import { useAdminForm } from './kit/use-admin-form';
import { Link } from 'react-router';
import { getOrderPayment, type OrderPaymentView, postRefund, type RefundBody, RefundForm } from '../../../shared/api/online-payment';
import { postBankRefund } from '../../../shared/api/bank-refunds';
import { officeStaff } from '../../../shared/domain/staff/roles';
import { formatIban } from '../../../shared/domain/payments/iban';
import { FormActions, Notice, TextField, useSubmitGuard } from '../../components/form';
import type { Resource } from '../../lib/use-resource';
import { paths } from '../../config/paths';
import { adminApi } from './admin-api';
import { useAdminSession } from './admin-session';
import { LoadState } from '../../components/load-state';
import './order-refund-panel.css';
import { useAdminFormat } from './kit/use-admin-format';
import { AdminCard } from './kit/admin-card';

/** An order's payment for the staff: where the money stands, its online payment pages and refunds, and a refund for the office. */
export function OrderRefundPanel({
  orderId,
  email,
  loaded,
  view,
  onRefunded,
}: {
  orderId: number;
  email: string;
  /** The order's payment as loaded, for its loading and error states. */
  loaded: Resource<OrderPaymentView>;
  /** The payment as it stands now (after a refund made here, the refund's answer). */
  view: OrderPaymentView | null;
  onRefunded: (view: OrderPaymentView) => void;
}) {
  const { t, chf } = useAdminFormat();
  const [announced, setAnnounced] = useState<string | null>(null);
  const { me } = useAdminSession();
  // Bank-transfer money the order took: staff may give part of it back by bank while the order holds it.
  const byBank = view !== null && !view.online && view.capturedRappen > 0;
  return (
    <AdminCard labelId="order-payment" title={t(view?.online === false ? 'admin.payment.title' : 'admin.refund.title')} wide testId="admin-order-payment">
      {view === null ? (
        loaded.status !== 'ready' && <LoadState resource={loaded} />
      ) : (
        <>
          <dl className="admin-facts">
            <dt>{t('admin.refund.status')}</dt>
            <dd data-testid="admin-payment-status">{t(`payment.status.${view.status}`)}</dd>
            {(view.online || byBank) && (
              <>
                <dt>{t(view.online ? 'admin.refund.captured' : 'admin.bankRefunds.received')}</dt>
                <dd>{chf(view.capturedRappen)}</dd>
                <dt>{t('admin.refund.refunded')}</dt>
                <dd data-testid="admin-payment-refunded">{chf(view.refundedRappen)}</dd>
                <dt>{t('admin.refund.refundable')}</dt>
                <dd data-testid="admin-payment-refundable">{chf(view.refundableRappen)}</dd>
              </>
            )}
          </dl>
          {view.online && <PaymentRecords view={view} />}
          {view.bankRefunds.length > 0 && <BankRefundRecords view={view} />}
          {view.online && view.capturedRappen === 0 && <p className="admin-muted">{t('admin.refund.notPaid')}</p>}
          {view.online && view.capturedRappen > 0 && view.refundableRappen === 0 && <p className="admin-muted">{t('admin.refund.nothingLeft')}</p>}
          {(view.online || byBank) && view.refundableRappen > 0 && me && officeStaff.includes(me.role) && (
            <RefundEditor
              // A new refund starts from the new rest.
              key={view.refundedRappen}
              orderId={orderId}
              email={email}
              view={view}
              onRefunded={(next, amount) => {
                onRefunded(next);
                setAnnounced(t(view.online ? 'admin.refund.done' : 'admin.bankRefunds.done', { amount: chf(amount) }));
              }}
            />
          )}
        </>
      )}
      <div role="status" className="visually-hidden" data-testid="admin-refund-announced">
        {announced}
      </div>
    </AdminCard>
  );
}

function PaymentRecords({ view }: { view: OrderPaymentView }) {
  const { t, chf, moment } = useAdminFormat();
  return (
    <>
      {view.pages.length > 0 && (
        <>
          <h3>{t('admin.refund.attempts')}</h3>
          <ul className="admin-history">
            {view.pages.map((page) => (
              <li key={page.attempt}>
                {t('admin.refund.attempt', {
                  attempt: page.attempt,
                  status: t(`admin.refund.attempt.${page.status}`),
                  amount: chf(page.amountRappen),
                  date: moment(page.createdAt),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('admin.refund.list')}</h3>
      {view.refunds.length === 0 ? (
        <p className="admin-muted">{t('admin.refund.none')}</p>
      ) : (
        <ul className="admin-history" data-testid="admin-refunds">
          {view.refunds.map((refund) => (
            <li key={refund.id}>
              {t('admin.refund.entry', { amount: chf(refund.amountRappen), date: moment(refund.createdAt), status: t(`admin.refund.state.${refund.status}`) })}{' '}
              <span className="admin-muted">
                {refund.kind === 'staff'
                  ? refund.staffName && t('admin.refund.entryBy', { name: refund.staffName })
                  : t(refund.kind === 'duplicate' ? 'admin.refund.duplicate' : 'admin.refund.mismatch')}
              </span>
              {refund.reason && <> · {refund.reason}</>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Bank-transfer money owed back: to whom, and whether it went back yet (the office pays it from /admin/bank-refunds). */
function BankRefundRecords({ view }: { view: OrderPaymentView }) {
  const { t, chf, moment } = useAdminFormat();
  return (
    <>
      <h3>{t('admin.bankRefunds.orderList')}</h3>
      <ul className="admin-history" data-testid="admin-order-bank-refunds">
        {view.bankRefunds.map((refund) => {
          const values = {
            amount: chf(refund.amountRappen),
            payer: refund.payerName && refund.iban ? `${refund.payerName}, ${formatIban(refund.iban)}` : t('admin.bankRefunds.payerMissing'),
          };
          return (
            <li key={refund.id}>
              {refund.paidBackAt
                ? t('admin.bankRefunds.entryPaidBack', { ...values, date: moment(refund.paidBackAt) })
                : t('admin.bankRefunds.entry', { ...values, state: t(`admin.bankRefunds.state.${refund.status}`) })}
            </li>
          );
        })}
      </ul>
      {view.bankRefunds.some((refund) => refund.status === 'open') && (
        <p>
          <Link to={paths.adminBankRefunds.href()}>{t('admin.bankRefunds.toList')}</Link>
        </p>
      )}
    </>
  );
}

/**
 * The refund: the amount (the whole rest unless changed) and the reason the customer is told, then
 * a confirmation naming amount and customer, because money that went back cannot be fetched again.
 */
function RefundEditor({
  orderId,
  email,
  view,
  onRefunded,
}: {
  orderId: number;
  email: string;
  view: OrderPaymentView;
  onRefunded: (view: OrderPaymentView, amountRappen: number) => void;
}) {
  const { t, chf } = useAdminFormat();
  const [amount, setAmount] = useState((view.refundableRappen / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<RefundBody | null>(null);
  const form = useAdminForm({ idPrefix: 'refund', order: ['amountRappen', 'reason'], schema: RefundForm });
  const sending = useSubmitGuard();
  // The form only asks for the refund; it is sent once confirmed.
  const onSubmit = form.onSubmit({ amountRappen: amount, reason, refundedRappen: view.refundedRappen }, async (body) => setPending(body));
  const refund = () =>
    void sending.run(async () => {
      if (!pending) return;
      try {
        if (view.online) onRefunded(await adminApi(postRefund, { params: { id: orderId }, body: pending }), pending.amountRappen);
        else {
          // Bank money goes back with the next payment file: the refund is recorded, the payment read anew.
          await adminApi(postBankRefund, { params: { id: orderId }, body: pending });
          onRefunded(await adminApi(getOrderPayment, { params: { id: orderId } }), pending.amountRappen);
        }
        setPending(null);
        setReason('');
      } catch (error) {
        setPending(null);
        form.refuse(error);
      }
    });
  if (pending) {
    return (
      <div className="admin-actions" data-testid="refund-confirm">
        <p role="alert">{t(view.online ? 'admin.refund.confirm' : 'admin.bankRefunds.confirm', { amount: chf(pending.amountRappen), email })}</p>
        <button type="button" className="account-secondary" onClick={() => setPending(null)} disabled={sending.busy}>
          {t('admin.refund.back')}
        </button>
        <button type="button" className="account-submit" onClick={refund} disabled={sending.busy} aria-busy={sending.busy} data-testid="refund-confirm-submit">
          {t('admin.refund.confirmSubmit')}
        </button>
      </div>
    );
  }
  return (
    <form className="admin-refund" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="refund-form">
      <h3>{t('admin.refund.new')}</h3>
      {form.failure && <Notice kind="error">{form.failure}</Notice>}
      <TextField
        {...form.field('amountRappen')}
        label={t('admin.refund.amount')}
        hint={t('admin.refund.amountHint', { max: chf(view.refundableRappen) })}
        required
        inputMode="text"
        autoComplete="off"
        value={amount}
        onChange={setAmount}
      />
      <TextField {...form.field('reason')} label={t('admin.refund.reason')} autoComplete="off" value={reason} onChange={setReason} />
      <FormActions busy={form.busy} submit={t('admin.refund.submit')} testId="refund-submit" />
    </form>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { type BankRefundView, BankRefundPayer, postBankRefundPaidBack, putBankRefundPayer } from '../../../shared/api/bank-refunds';
import { formatIban } from '../../../shared/domain/payments/iban';
import { formatRappen } from '../../../shared/i18n/format';
import { FormActions, Notice, TextField, useSubmitGuard } from '../../components/form';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { formatMoment } from './admin-dates';
import { useWording } from './kit/editor/use-wording';
import { useAdminForm } from './kit/use-admin-form';
import { refusalText } from './kit/refusal-text';

/** One open refund: the order, the amount, the payer's account (entered here when the bank file named none), and "paid back". */
export function BankRefundCard({ refund, onChanged }: { refund: BankRefundView; onChanged: (text: string, left: boolean) => void }) {
  const { t, locale } = useWording();
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useSubmitGuard();
  const amount = formatRappen(refund.amountRappen, locale);
  const headingId = `bank-refund-${refund.id}-title`;
  const markPaidBack = () =>
    void sending.run(async () => {
      setFailure(null);
      try {
        await adminApi(postBankRefundPaidBack, { params: { id: refund.id } });
        onChanged(t('admin.bankRefunds.markedPaidBack', { amount, number: refund.orderNumber }), true);
      } catch (error) {
        setFailure(refusalText(error, t));
      }
    });
  const known = refund.payerName !== null && refund.iban !== null;
  return (
    <article className="admin-credit" aria-labelledby={headingId} data-testid="admin-bank-refund">
      <h3 id={headingId}>
        {amount}
        {refund.payerName && <span className="admin-muted"> · {refund.payerName}</span>}
      </h3>
      <dl className="admin-facts">
        <dt>{t('admin.bankRefunds.order')}</dt>
        <dd>
          <Link to={paths.adminOrder.href(refund.orderId)}>{refund.orderNumber}</Link>
        </dd>
        <dt>{t('admin.bankRefunds.since')}</dt>
        <dd>{formatMoment(intl.locale, refund.createdAt)}</dd>
        <dt>{t('admin.bankRefunds.payer')}</dt>
        <dd data-testid="bank-refund-payer">
          {known ? (
            <>
              {refund.payerName} · <span className="admin-code">{formatIban(refund.iban ?? '')}</span>
              {refund.payerSource && <span className="admin-muted"> ({t(`admin.bankRefunds.source.${refund.payerSource}`)})</span>}
            </>
          ) : (
            t('admin.bankRefunds.payerUnknown')
          )}
        </dd>
      </dl>
      {failure && <Notice kind="error">{failure}</Notice>}
      {editing || !known ? (
        <PayerForm
          refund={refund}
          onCancel={known ? () => setEditing(false) : undefined}
          onSaved={() => {
            setEditing(false);
            onChanged(t('admin.bankRefunds.payerSaved', { number: refund.orderNumber }), false);
          }}
        />
      ) : (
        <p className="admin-actions">
          <button type="button" className="account-secondary" onClick={() => setEditing(true)}>
            {t('admin.bankRefunds.editPayer')}
          </button>
          <button
            type="button"
            className="account-submit"
            onClick={markPaidBack}
            disabled={sending.busy}
            aria-busy={sending.busy}
            aria-label={t('admin.bankRefunds.markPaidBackOf', { amount, number: refund.orderNumber })}
            data-testid="bank-refund-paid-back"
          >
            {t('admin.bankRefunds.markPaidBack')}
          </button>
        </p>
      )}
    </article>
  );
}

function PayerForm({ refund, onSaved, onCancel }: { refund: BankRefundView; onSaved: () => void; onCancel: (() => void) | undefined }) {
  const { t } = useWording();
  const idPrefix = `bank-refund-${refund.id}`;
  const [payerName, setPayerName] = useState(refund.payerName ?? '');
  const [iban, setIban] = useState(refund.iban ? formatIban(refund.iban) : '');
  const form = useAdminForm({ idPrefix, order: ['payerName', 'iban'], schema: BankRefundPayer });
  const onSubmit = form.onSubmit({ payerName, iban }, async (body) => {
    await adminApi(putBankRefundPayer, { params: { id: refund.id }, body });
    onSaved();
  });
  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} aria-labelledby={`bank-refund-${refund.id}-title`}>
      {form.failure && <Notice kind="error">{form.failure}</Notice>}
      <TextField {...form.field('payerName')} label={t('admin.bankRefunds.payerName')} required autoComplete="off" value={payerName} onChange={setPayerName} />
      <TextField
        {...form.field('iban')}
        label={t('admin.bankRefunds.iban')}
        hint={t('admin.bankRefunds.ibanHint')}
        required
        autoComplete="off"
        value={iban}
        onChange={setIban}
      />
      <FormActions
        busy={form.busy}
        submit={t('admin.bankRefunds.savePayer')}
        testId="bank-refund-save-payer"
        {...(onCancel ? { cancel: { label: t('admin.bankRefunds.cancelEdit'), onClick: onCancel } } : {})}
      />
    </form>
  );
}

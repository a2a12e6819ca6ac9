import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { type BankCreditView, CreditDecision, postCreditDecision } from '../../../shared/api/bank-payments';
import { ApiError } from '../../../shared/api/client';
import { formatSwissDate } from '../../../shared/i18n/format';
import { FormActions, Notice, RadioField, TextField, useSchemaForm } from '../../components/form';
import { paths } from '../../config/paths';
import { adminApi } from './admin-api';
import { refusalText } from './kit/refusal-text';
import { useAdminFormat } from './kit/use-admin-format';

const DECISIONS = ['markPaid', 'dismiss'] as const;
type Decision = (typeof DECISIONS)[number];

/** One credit of a bank file: what the bank reported, why the import left it, and (while open) a person's decision. */
export function BankCreditCard({ credit, onDecided }: { credit: BankCreditView; onDecided: (text: string) => void }) {
  const { t, chf, moment } = useAdminFormat();
  const open = credit.outcome !== 'paid' && credit.decision === null;
  const headingId = `credit-${credit.id}-title`;
  return (
    <article className="admin-credit" aria-labelledby={headingId} data-testid="admin-bank-credit">
      <h3 id={headingId}>
        {credit.currency === 'CHF' ? chf(credit.amountRappen) : `${credit.currency} ${(credit.amountRappen / 100).toFixed(2)}`}
        {credit.debtorName && <span className="admin-muted"> · {credit.debtorName}</span>}
      </h3>
      <CreditFacts credit={credit} />
      {open ? (
        <DecisionForm credit={credit} onDecided={onDecided} />
      ) : (
        <p className={credit.decision === 'dismissed' ? 'admin-status admin-status-cancelled' : 'admin-status admin-status-paid'}>
          {t(credit.decision === null ? 'admin.bank.decision.auto' : `admin.bank.decision.${credit.decision}`)}
          {credit.decidedAt && ` · ${moment(credit.decidedAt)}`}
        </p>
      )}
      {!open && credit.note && (
        <p>
          {t('admin.bank.note')}: {credit.note}
        </p>
      )}
    </article>
  );
}

function CreditFacts({ credit }: { credit: BankCreditView }) {
  const { t, chf } = useAdminFormat();
  return (
    <dl className="admin-facts">
      <dt>{t('admin.bank.reason')}</dt>
      <dd>
        <span className={`admin-outcome admin-outcome-${credit.outcome}`}>{t(`admin.bank.outcome.${credit.outcome}`)}</span>
      </dd>
      <dt>{t('admin.bank.bookedOn')}</dt>
      <dd>{credit.bookedOn ? formatSwissDate(credit.bookedOn) : '–'}</dd>
      <dt>{t('admin.bank.reference')}</dt>
      <dd className="admin-code">{credit.reference ?? t('admin.bank.noReference')}</dd>
      <dt>{t('admin.bank.bankReference')}</dt>
      <dd className="admin-code">{credit.bankReference}</dd>
      <dt>{t('admin.bank.order')}</dt>
      <dd>
        {credit.order ? (
          <>
            <Link to={paths.adminOrder.href(credit.order.id)}>{credit.order.number}</Link> · {credit.order.name} ·{' '}
            <span className={`admin-status admin-status-${credit.order.status}`}>{t(`admin.status.${credit.order.status}`)}</span> ·{' '}
            {t('admin.bank.due', { amount: chf(credit.order.amountDueRappen) })}
          </>
        ) : (
          t('admin.bank.noOrder')
        )}
      </dd>
    </dl>
  );
}

const FIELDS = ['decision', 'orderNumber', 'note'] as const;

function DecisionForm({ credit, onDecided }: { credit: BankCreditView; onDecided: (text: string) => void }) {
  const { t, chf } = useAdminFormat();
  const idPrefix = `credit-${credit.id}`;
  const [decision, setDecision] = useState<Decision>(credit.order && credit.order.status === 'received' ? 'markPaid' : 'dismiss');
  const [orderNumber, setOrderNumber] = useState(credit.order?.number ?? '');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ idPrefix, order: [...FIELDS], schema: CreditDecision });
  const amount = chf(credit.amountRappen);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const number = orderNumber.trim();
    const payload = { decision, ...(decision === 'markPaid' && number ? { orderNumber: number } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
    void form.submit(
      payload,
      async (body) => {
        try {
          const view = await adminApi(postCreditDecision, { params: { id: credit.id }, body });
          onDecided(
            view.decision === 'markedPaid'
              ? t('admin.bank.markedPaid', { amount, number: view.order?.number ?? number })
              : t('admin.bank.dismissed', { amount }),
          );
        } catch (error) {
          // An unknown order number, or none where the credit names no order, is the order number's fault.
          if (decision === 'markPaid' && error instanceof ApiError && (error.status === 404 || (error.status === 400 && !error.fields)))
            throw new ApiError(error.status, error.code, error.message, { orderNumber: [error.status === 404 ? t('admin.bank.orderUnknown') : error.message] });
          throw error;
        }
      },
      (error) => setFailure(refusalText(error, t)),
    );
  };

  return (
    <form className="account-form admin-decision" noValidate onSubmit={onSubmit} aria-busy={form.busy} aria-label={t('admin.bank.decideLabel', { amount })}>
      {failure && <Notice kind="error">{failure}</Notice>}
      <RadioField
        {...form.field('decision')}
        label={t('admin.bank.decisionLabel')}
        value={decision}
        choices={DECISIONS}
        choiceLabel={(choice) => t(`admin.bank.choice.${choice}`)}
        onChange={setDecision}
      />
      {decision === 'markPaid' && (
        <TextField
          {...form.field('orderNumber')}
          label={t('admin.bank.orderNumber')}
          hint={t('admin.bank.orderNumberHint')}
          autoComplete="off"
          value={orderNumber}
          onChange={setOrderNumber}
        />
      )}
      <TextField {...form.field('note')} label={t('admin.bank.noteLabel')} hint={t('admin.bank.noteHint')} autoComplete="off" value={note} onChange={setNote} />
      <FormActions busy={form.busy} submit={t(form.busy ? 'admin.bank.saving' : `admin.bank.submit.${decision}`)} />
    </form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { addVoucher, addVoucherForce } from '../../../../shared/api/checkout';
import { api } from '../../../lib/api';
import { useBasket } from '../basket-context';
import { voucherIdle, voucherStep, type VoucherEvent, type VoucherFlow } from '../voucher-flow';
import { useT } from '../../../../ui/intl/use-t';

/** Adds a voucher code; a code that cannot be combined with one already added asks before replacing it. */
export function VoucherForm() {
  const t = useT();
  const { run } = useBasket();
  const id = useId();
  const [code, setCode] = useState('');
  const [flow, setFlow] = useState<VoucherFlow>(voucherIdle);
  // The current state outside React's batching, so a double click sends one request.
  const current = useRef(flow);

  const dispatch = (event: VoucherEvent) => {
    const previous = current.current;
    const next = voucherStep(previous, event);
    current.current = next;
    setFlow(next);
    if (next.kind !== 'sending' || previous.kind === 'sending') return;
    run(api(next.force ? addVoucherForce : addVoucher, { body: { code: next.code } })).then(
      () => {
        dispatch({ type: 'added' });
        setCode('');
      },
      (error: unknown) => dispatch({ type: 'failed', error, fallback: t('order.networkError') }),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit', code });
  };
  const errorId = `${id}-error`;

  return (
    <div className="voucher-form">
      <form onSubmit={onSubmit} noValidate className="voucher-row">
        <div className="account-field">
          <label htmlFor={id}>{t('order.vouchers.code')}</label>
          <input
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={flow.kind === 'refused' || undefined}
            aria-describedby={flow.kind === 'refused' ? errorId : undefined}
            data-testid="voucher-code"
          />
        </div>
        <button type="submit" className="account-secondary" disabled={flow.kind === 'sending' || flow.kind === 'conflict'} data-testid="voucher-add">
          {t('order.vouchers.add')}
        </button>
      </form>
      {flow.kind === 'refused' && (
        <p id={errorId} className="account-field-error" role="alert" data-testid="voucher-error">
          {flow.message}
        </p>
      )}
      {flow.kind === 'conflict' && (
        <div
          className="account-notice account-notice-error voucher-conflict"
          role="alertdialog"
          aria-labelledby={`${id}-conflict`}
          data-testid="voucher-conflict"
        >
          <p id={`${id}-conflict`}>{flow.message}</p>
          <div className="account-actions">
            <button type="button" className="account-secondary" onClick={() => dispatch({ type: 'keep' })}>
              {t('order.vouchers.keep')}
            </button>
            <button type="button" className="account-submit" autoFocus onClick={() => dispatch({ type: 'force' })} data-testid="voucher-force">
              {t('order.vouchers.replace')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { payOrder } from '../../../shared/api/online-payment';
import { api } from '../../lib/api';
import { useIntl } from '../../../ui/intl/intl-provider';
import { Notice, useSubmitGuard } from '../form';

/** "Pay now": opens the order's payment page at Stripe (the one still open, or a new one), in this tab. */
export function PayNow({ orderId, access }: { orderId: number; access: string | null }) {
  const intl = useIntl();
  const { busy, run } = useSubmitGuard();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = () =>
    void run(async () => {
      setFailure(null);
      try {
        const { redirectUrl } = await api(payOrder, { params: { id: orderId }, ...(access ? { query: { access } } : {}) });
        setLeaving(true);
        window.location.assign(redirectUrl);
      } catch (error) {
        // A refusal names why (paid meanwhile, cancelled); anything else is the provider or the network.
        setFailure(error instanceof ApiError && error.status === 409 ? error.message : intl.formatMessage({ id: 'payment.online.payNowFailed' }));
      }
    });
  const waiting = busy || leaving;
  return (
    <div className="pay-now">
      {failure && (
        <Notice kind="error" testId="pay-now-error">
          <p>{failure}</p>
        </Notice>
      )}
      <button type="button" className="account-submit" onClick={onClick} disabled={waiting} aria-busy={waiting} data-testid="pay-now">
        {intl.formatMessage({ id: waiting ? 'payment.online.payNowBusy' : 'payment.online.payNow' })}
      </button>
    </div>
  );
}

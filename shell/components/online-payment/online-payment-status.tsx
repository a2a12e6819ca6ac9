import type { PaymentInstructions } from '../../../shared/api/checkout';
import type { MessageKey } from '../../../shared/i18n/messages';
import { useIntl } from '../../../ui/intl/intl-provider';
import { PayNow } from './pay-now';
import { usePaymentState } from './use-payment-state';
import './online-payment.css';

/** How the customer came to the page: back from the payment page after paying, after leaving it unpaid, or otherwise (a link, self-care). */
export type PaymentReturn = 'return' | 'cancelled' | null;

function messageOf(status: PaymentInstructions['status'], returned: PaymentReturn, waitingLong: boolean): MessageKey | null {
  if (status === 'paid') return 'payment.online.paid';
  if (status === 'failed') return 'payment.online.failed';
  if (status !== 'pending') return null;
  if (returned === 'return') return waitingLong ? 'payment.online.waitingLong' : 'payment.online.waiting';
  return returned === 'cancelled' ? 'payment.online.returnedUnpaid' : 'payment.online.notStarted';
}

/**
 * An online order's payment, as the server says it now (asked again while pending): the status,
 * what it means, and "pay now" while the customer may pay. Right after the payment page it waits
 * for the provider's word rather than offering to pay a second time.
 */
export function OnlinePaymentStatus({
  orderId,
  access,
  initial,
  returned,
}: {
  orderId: number;
  access: string | null;
  initial: PaymentInstructions;
  returned: PaymentReturn;
}) {
  const intl = useIntl();
  const { payment, waitingLong } = usePaymentState(orderId, access, initial);
  const { status } = payment;
  const message = messageOf(status, returned, waitingLong);
  const waiting = status === 'pending' && returned === 'return';
  const mayPay = status === 'failed' || (status === 'pending' && returned !== 'return');
  return (
    <div className={`online-payment online-payment-${status}`} data-testid="online-payment" data-status={status}>
      <div role="status" className="online-payment-state" data-testid="payment-status">
        <p>
          <span className="online-payment-badge">
            {waiting && <span className="online-payment-spinner" aria-hidden="true" />}
            {intl.formatMessage({ id: `payment.status.${status}` })}
          </span>
        </p>
        {message && <p>{intl.formatMessage({ id: message })}</p>}
      </div>
      <p className="account-note" data-testid="payment-instructions">
        {payment.text}
      </p>
      {mayPay && <PayNow orderId={orderId} access={access} />}
    </div>
  );
}

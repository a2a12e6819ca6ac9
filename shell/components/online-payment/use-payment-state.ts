import { useEffect, useState } from 'react';
import { getOrder, type PaymentInstructions } from '../../../shared/api/checkout';
import { api } from '../../lib/api';

/** Asked every 2 s for the first two minutes (a payment usually arrives within seconds), then every 15 s for half an hour. */
const FAST_MS = 2000;
const FAST_ASKS = 60;
const SLOW_MS = 15_000;
const MAX_ASKS = FAST_ASKS + 112;

/**
 * Where the order's money stands, as the server says it: asked again while the payment is pending,
 * because only the provider's webhook tells the server it was paid (the return from the payment
 * page proves nothing). `waitingLong` once the quick asking is over.
 */
export function usePaymentState(orderId: number, access: string | null, initial: PaymentInstructions) {
  const [payment, setPayment] = useState(initial);
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    if (payment.status !== 'pending' || asks >= MAX_ASKS) return;
    let current = true;
    const timer = setTimeout(
      () => {
        api(getOrder, { params: { id: orderId }, ...(access ? { query: { access } } : {}) })
          .then(
            (order) => current && setPayment(order.payment),
            // A failed ask (offline for a moment) is simply asked again.
            () => undefined,
          )
          .finally(() => current && setAsks((n) => n + 1));
      },
      asks < FAST_ASKS ? FAST_MS : SLOW_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [orderId, access, payment.status, asks]);
  return { payment, waitingLong: asks >= FAST_ASKS };
}
